import type { Organization } from '@ferieplan/contracts';

/** The remembered organisation when it is still one of the user's, else the first own organisation. */
export function chooseOrganization(stored: string | null, own: readonly Organization[]): Organization | null {
  return own.find((organization) => organization.id === stored) ?? own[0] ?? null;
}
