// The organisation the dashboards open, chosen on /organizations or by the admin dashboard. Kept in
// local storage under the spec's key 'selectedOrganizationId', mirrored in a store so every app (shell
// and remotes share this lib) reads and writes it in one place.
import { create } from 'zustand';
import { SELECTED_ORGANIZATION_KEY, type Organization } from '@ferieplan/contracts';
import { forgetOrganizationNames } from './remembered-organization.js';

function readStored(): string | null {
  try {
    return localStorage.getItem(SELECTED_ORGANIZATION_KEY)?.trim() || null;
  } catch {
    // Storage can be blocked (privacy settings); that is the same as no selection.
    return null;
  }
}

const selectedOrganization = create<{ id: string | null }>()(() => ({ id: readStored() }));

/** The selected organisation's id, or null; re-renders when it changes. */
export function useSelectedOrganizationId(): string | null {
  return selectedOrganization((state) => state.id);
}

/** The selected organisation's id now (outside rendering). */
export function getSelectedOrganizationId(): string | null {
  return selectedOrganization.getState().id;
}

/** Remembers the organisation for the dashboards (and later visits). */
export function selectOrganization(id: string): void {
  try {
    localStorage.setItem(SELECTED_ORGANIZATION_KEY, id);
  } catch {
    // unavailable storage: the choice lasts for this page only
  }
  selectedOrganization.setState({ id });
}

/** Forgets the selection (on sign-out: the next person starts without one). */
export function clearSelectedOrganization(): void {
  try {
    localStorage.removeItem(SELECTED_ORGANIZATION_KEY);
  } catch {
    // see above
  }
  forgetOrganizationNames();
  selectedOrganization.setState({ id: null });
}

/** The remembered organisation when it is still one of the user's, else the first own organisation. */
export function chooseOrganization(stored: string | null, own: readonly Organization[]): Organization | null {
  return own.find((organization) => organization.id === stored) ?? own[0] ?? null;
}
