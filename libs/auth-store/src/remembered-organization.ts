// The names of the person's own organisations as the app last showed them (on /organizations and the admin
// dashboard), so the next visit to the admin dashboard can paint its heading, the selected organisation's
// name, before the app and the API have answered (the shell's first frame, issue 28). Only ever used for
// the organisation selected now; forgotten on sign-out. Kept apart from selected-organization.ts (no
// store), as the shell's first script reads it on its own.
import { SELECTED_ORGANIZATION_KEY } from '@ferieplan/contracts';

const KEY = 'ferieplan.organizationNames';

type Names = Record<string, string>;

function read(): Names {
  const names = JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;
  return names && typeof names === 'object' && !Array.isArray(names) ? (names as Names) : {};
}

/** Remembers the names the app shows; with `replace`, these are all of the person's own organisations. */
export function rememberOrganizationNames(
  organizations: ReadonlyArray<{ id: string; name: string }>,
  { replace = false } = {},
): void {
  try {
    const names: Names = replace ? {} : read();
    for (const { id, name } of organizations) names[id] = name;
    localStorage.setItem(KEY, JSON.stringify(names));
  } catch {
    // storage unavailable or unreadable: the next visit paints no early heading
  }
}

/** Forgets them (on sign-out, with the selection). */
export function forgetOrganizationNames(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // see above
  }
}

/** The remembered name of the organisation selected now, or null (none, not remembered, unreadable). */
export function rememberedSelectedOrganizationName(): string | null {
  try {
    const selected = localStorage.getItem(SELECTED_ORGANIZATION_KEY)?.trim();
    const name = selected ? read()[selected] : undefined;
    return typeof name === 'string' ? name.trim() || null : null;
  } catch {
    return null;
  }
}
