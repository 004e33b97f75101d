import { Plan as PLANS, type JoinedOrganization, type Organization, type Plan } from '@ferieplan/contracts';
import type { OrganizationRow } from './organization.js';

/** Plans are compared case-insensitively (spec section 3; older rows say 'pro'): the wire says 'Pro' or 'Starter'. */
const wirePlan = (plan: string): Plan =>
  (Object.values(PLANS).find((known) => known.toLowerCase() === plan.toLowerCase()) ?? plan) as Plan;

export const toOrganizationDto = (org: OrganizationRow): Organization => ({
  id: org.id,
  name: org.name,
  orgnr: org.orgnr,
  plan: wirePlan(org.plan),
});

export const toJoinedOrganizationDto = (org: OrganizationRow): JoinedOrganization => ({
  id: org.id,
  name: org.name,
});
