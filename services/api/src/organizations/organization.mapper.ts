import type { JoinedOrganization, Organization as OrganizationDto, Plan } from '@ferieplan/contracts';
import type { Organization } from './organization.entity.js';

export const toOrganizationDto = (org: Organization): OrganizationDto => ({
  id: org.id,
  name: org.name,
  orgnr: org.orgnr,
  plan: org.plan as Plan,
});

export const toJoinedOrganizationDto = (org: Organization): JoinedOrganization => ({ id: org.id, name: org.name });
