import { ABSENCE_KINDS, type AbsenceKind } from '@ferieplan/contracts';
import { ABSENCE_KIND_RULES } from './absence-kinds.js';

// Issue 25, GDPR art. 9: a sick kind is health data. It is visible as such only to the person and the
// organisation's admins; everyone else sees 'Fravær' with no kind, description or percentage. The API
// applies this in every route that returns someone else's absence; keyed off the kind table's `sick`.

/** A kind whose `sick` flag is set in THE kind table (not a list of names). */
export const isSickKind = (kind: AbsenceKind): boolean => ABSENCE_KIND_RULES[kind]?.sick === true;

/** Every sick kind, in the kind table's order (the SQL filters take this list). */
export const SICK_ABSENCE_KINDS: readonly AbsenceKind[] = ABSENCE_KINDS.filter(isSickKind);

/** Who looks: their membership in the organisation and whether they administer it. */
export interface AbsenceViewer {
  membershipId: string;
  isAdmin: boolean;
}

/** Whether the viewer may see the kind of an absence of `ownerMembershipId` (the person, or an admin). */
export const maySeeKind = (kind: AbsenceKind, viewer: AbsenceViewer, ownerMembershipId: string): boolean =>
  !isSickKind(kind) || viewer.isAdmin || viewer.membershipId === ownerMembershipId;

/** The default storage time of a sick record: until the end of the third calendar year after it. */
export const DEFAULT_SICK_RETENTION_YEARS = 3;

/**
 * Sick records whose last day is before this date have passed their storage time on `today`
 * (Oslo date): kept through 31 December of (last day's year + `years`), deleted from the next 1 January.
 */
export function sickRetentionCutoff(today: string, years = DEFAULT_SICK_RETENTION_YEARS): string {
  return `${Number(today.slice(0, 4)) - years}-01-01`;
}
