import type { JoinedOrganization, Organization, Plan } from '@ferieplan/contracts';
import type { OrganizationRow } from './organization.js';

export const toOrganizationDto = (org: OrganizationRow): Organization => ({
  id: org.id,
  name: org.name,
  orgnr: org.orgnr,
  plan: org.plan as Plan,
});

export const toJoinedOrganizationDto = (org: OrganizationRow): JoinedOrganization => ({ id: org.id, name: org.name });
