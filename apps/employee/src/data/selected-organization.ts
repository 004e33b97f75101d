import { SELECTED_ORGANIZATION_KEY } from '@ferieplan/contracts';

/** The organisation chosen on /organizations (spec: browser local storage 'selectedOrganizationId'). */
export function readSelectedOrganizationId(): string | null {
  try {
    const id = window.localStorage.getItem(SELECTED_ORGANIZATION_KEY)?.trim();
    return id ? id : null;
  } catch {
    // Storage can be blocked (privacy settings); that is the same as no selection.
    return null;
  }
}
