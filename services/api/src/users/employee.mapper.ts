import type { Employee } from '@ferieplan/contracts';
import type { YearlyBalances } from '../planning/balances/yearly-balances.js';
import type { Membership } from './membership.js';

export function toEmployee(
  membership: Membership,
  balances: YearlyBalances,
  years: readonly number[],
): Employee {
  return {
    id: membership.id,
    name: membership.name,
    email: membership.email,
    isAdmin: membership.isAdmin,
    teamId: membership.teamId,
    organizationId: membership.organizationId,
    yearlyDays: membership.yearlyDays,
    birthYear: membership.birthYear,
    yearlyBalance: balances.years(membership, years),
  };
}
