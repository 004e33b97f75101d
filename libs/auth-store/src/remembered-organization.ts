// The selected organisation's name, remembered when the admin dashboard shows it, so the next visit can
// paint that heading before the app and the API have answered (the shell's first frame, issue 28). Only
// ever shown for the organisation still selected; kept apart from selected-organization.ts (no store), as
// the shell's first script reads it on its own.
import { SELECTED_ORGANIZATION_KEY } from '@ferieplan/contracts';

const KEY = 'ferieplan.selectedOrganizationName';

/** Remembers the name the admin dashboard shows for this organisation. */
export function rememberOrganizationName(id: string, name: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ id, name }));
  } catch {
    // storage unavailable: the next visit paints no early heading
  }
}

/** Forgets it (on sign-out, with the selection). */
export function forgetOrganizationName(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // see above
  }
}

/** The remembered name of the organisation selected now, or null (none, another one's, unreadable). */
export function rememberedSelectedOrganizationName(): string | null {
  try {
    const selected = localStorage.getItem(SELECTED_ORGANIZATION_KEY)?.trim();
    const remembered = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { id?: unknown; name?: unknown } | null;
    if (!selected || remembered?.id !== selected || typeof remembered.name !== 'string') return null;
    return remembered.name.trim() || null;
  } catch {
    return null;
  }
}
