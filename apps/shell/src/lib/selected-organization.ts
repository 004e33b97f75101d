import { SELECTED_ORGANIZATION_KEY } from '@ferieplan/contracts';

/** The organisation the dashboards open (spec: local storage key selectedOrganizationId). */
export function storeSelectedOrganization(id: string): void {
  try {
    localStorage.setItem(SELECTED_ORGANIZATION_KEY, id);
  } catch {
    // Storage can be unavailable (private mode); the dashboards then fall back as the spec describes.
  }
}

export function clearSelectedOrganization(): void {
  try {
    localStorage.removeItem(SELECTED_ORGANIZATION_KEY);
  } catch {
    // see above
  }
}
