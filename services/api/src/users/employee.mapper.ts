import type { Employee } from '@ferieplan/contracts';
import type { Membership } from './membership.js';
import { yearlyBalance, type ApprovedPeriod } from './yearly-balance.js';

export function toEmployee(membership: Membership, periods: ApprovedPeriod[], years: number[]): Employee {
  const own = periods.filter((p) => p.membershipId === membership.id);
  return {
    id: membership.id,
    name: membership.name,
    email: membership.email,
    isAdmin: membership.isAdmin,
    teamId: membership.teamId,
    organizationId: membership.organizationId,
    yearlyDays: membership.yearlyDays,
    yearlyBalance: yearlyBalance(membership.yearlyDays, own, years),
  };
}
