import { serverPlanning } from '@ferieplan/texts';
import { hasAdvancedPlanning } from '@ferieplan/vacation-rules';
import { forbidden } from '../common/domain-error.js';

/** The organisation columns planning reads. */
export interface OrganizationPlanning {
  id: string;
  name: string;
  plan: string;
  transferLimit: number;
  /** 'MM-DD' or null. */
  summerRequestDeadline: string | null;
}

/** Refused unless the plan includes advanced planning (Pro). Runs after the tenancy and role checks. */
export function requireAdvancedPlanning(organization: Pick<OrganizationPlanning, 'plan'>): void {
  if (!hasAdvancedPlanning(organization.plan)) throw forbidden(serverPlanning.proRequired);
}
