import { addDays, parseIsoDate, toIsoDate } from '@ferieplan/holidays';
import { isAbsenceDay } from './absence-days.js';
import { clipPeriod, type IsoDate, type Period } from './period.js';

/** A team's minimum staffing ('Minst {n} på jobb'). */
export interface TeamStaffing {
  /** The members who count: the team's non-admin members, as in the staffing calendar. */
  memberIds: readonly string[];
  /** At least this many at work on every working day; null = no minimum. */
  minimum: number | null;
}

/** Approved vacation of one member. */
export interface Absence extends Period {
  memberId: string;
}

/** The lowest minimum a team can have, and the highest (a sanity bound, not a rule of law). */
export const MIN_STAFFING = 1;
export const MAX_STAFFING = 1000;

/**
 * Working days: weekdays that are not public holidays (the same days a vacation spends). Weekends and
 * public holidays never count against a minimum: nobody is expected at work on them.
 */
export function workingDays(from: IsoDate, to: IsoDate): IsoDate[] {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  const days: IsoDate[] = [];
  if (!start || !end) return days;
  for (let day = start; day <= end; day = addDays(day, 1)) {
    if (isAbsenceDay(day)) days.push(toIsoDate(day));
  }
  return days;
}

/** Team members away per working day of [from, to]; a member with overlapping absences counts once. */
function awayByDay(
  team: TeamStaffing,
  absences: readonly Absence[],
  from: IsoDate,
  to: IsoDate,
): Map<IsoDate, Set<string>> {
  const members = new Set(team.memberIds);
  const away = new Map<IsoDate, Set<string>>(workingDays(from, to).map((day) => [day, new Set<string>()]));
  for (const absence of absences) {
    if (!members.has(absence.memberId)) continue;
    const clipped = clipPeriod(absence, from, to);
    if (!clipped) continue;
    for (const day of workingDays(clipped.startDate, clipped.endDate)) away.get(day)?.add(absence.memberId);
  }
  return away;
}

/** Working days of [from, to] with fewer than the minimum at work (the calendar's 'Underbemannet'). */
export function understaffedDays(
  team: TeamStaffing,
  absences: readonly Absence[],
  from: IsoDate,
  to: IsoDate,
): IsoDate[] {
  const { minimum } = team;
  if (minimum === null) return [];
  const size = new Set(team.memberIds).size;
  return [...awayByDay(team, absences, from, to)]
    .filter(([, away]) => size - away.size < minimum)
    .map(([day]) => day);
}

/**
 * The working days of the candidate's vacation on which approving it would leave the team with fewer
 * than the minimum at work. Days the candidate is already away count nothing new and are left out.
 * The same days answer the employee's question "is the team already at its minimum then?".
 */
export function daysBelowMinimumIfApproved(
  team: TeamStaffing,
  approved: readonly Absence[],
  candidate: Absence,
): IsoDate[] {
  const { minimum } = team;
  if (minimum === null || !team.memberIds.includes(candidate.memberId)) return [];
  const size = new Set(team.memberIds).size;
  return [...awayByDay(team, approved, candidate.startDate, candidate.endDate)]
    .filter(([, away]) => !away.has(candidate.memberId) && size - away.size - 1 < minimum)
    .map(([day]) => day);
}
