import type { EmployerPeriod } from '@ferieplan/contracts';
import { isoDate, type IsoDate, type Period } from '../period.js';
import { dateOfDayNumber, dayNumber } from './calendar-days.js';

// Arbeidsgiverperioden, folketrygdloven § 8-19: the employer pays sick pay for the first 16 calendar
// days; a new sick absence fewer than 16 days after the last one counts in the same period (second
// paragraph), and after a full period no new one starts until the person has been back 16 days (third
// paragraph). Both are one rule here: sick absences with a gap of fewer than 16 calendar days between
// them form one chain; the chain's first 16 sick days are the employer's, NAV refunds from day 17.
// Egenmelding and sykmelding count alike, a graded sykmelding's days as whole days.

/** Calendar days the employer pays (§ 8-19 first paragraph). */
export const EMPLOYER_PERIOD_DAYS = 16;
/** A gap of fewer days than this joins two absences (§ 8-19 second and third paragraphs). */
export const EMPLOYER_PERIOD_GAP_DAYS = 16;

/** Overlapping or touching absences as runs of consecutive sick days [first, last] (day numbers), sorted. */
function sickRuns(absences: readonly Period[]): [number, number][] {
  const ranges = absences
    .map((absence): [number, number] => [dayNumber(absence.startDate), dayNumber(absence.endDate)])
    .filter(([first, last]) => first <= last)
    .sort((a, b) => a[0] - b[0]);
  const runs: [number, number][] = [];
  for (const [first, last] of ranges) {
    const previous = runs.at(-1);
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
    else runs.push([first, last]);
  }
  return runs;
}

/** Every arbeidsgiverperiode chain of one person's sick absences, oldest first. */
export function employerPeriods(absences: readonly Period[]): EmployerPeriod[] {
  const chains: [number, number][][] = [];
  for (const run of sickRuns(absences)) {
    const chain = chains.at(-1);
    const gap = chain ? run[0] - chain.at(-1)![1] - 1 : Infinity;
    if (chain && gap < EMPLOYER_PERIOD_GAP_DAYS) chain.push(run);
    else chains.push([run]);
  }
  return chains.map(summarize);
}

/** The chain's day 16 and day 17, walking its runs. */
function summarize(runs: [number, number][]): EmployerPeriod {
  let counted = 0;
  let usedUpOn: number | null = null;
  let navFrom: number | null = null;
  for (const [first, last] of runs) {
    const length = last - first + 1;
    if (usedUpOn === null && counted + length >= EMPLOYER_PERIOD_DAYS) {
      usedUpOn = first + (EMPLOYER_PERIOD_DAYS - counted) - 1;
      if (usedUpOn < last) navFrom = usedUpOn + 1;
    } else if (usedUpOn !== null && navFrom === null) navFrom = first;
    counted += length;
  }
  return {
    startDate: dateOfDayNumber(runs[0]![0]),
    lastSickDate: dateOfDayNumber(runs.at(-1)![1]),
    sickDays: counted,
    daysUsed: Math.min(EMPLOYER_PERIOD_DAYS, counted),
    usedUpOn: usedUpOn === null ? null : dateOfDayNumber(usedUpOn),
    navFrom: navFrom === null ? null : dateOfDayNumber(navFrom),
  };
}

/** The person's arbeidsgiverperiode on a day, and whether a new absence would still join it. */
export interface CurrentEmployerPeriod extends EmployerPeriod {
  /** A sick absence starting the next day would count in this chain (fewer than 16 days since its last). */
  open: boolean;
}

/** The chain that began on or before `asOf` (the latest), or null when there is none. */
export function currentEmployerPeriod(
  absences: readonly Period[],
  asOf: IsoDate,
): CurrentEmployerPeriod | null {
  const started = employerPeriods(absences).filter((chain) => chain.startDate <= asOf);
  const latest = started.at(-1);
  if (!latest) return null;
  const open = dayNumber(asOf) - dayNumber(latest.lastSickDate) < EMPLOYER_PERIOD_GAP_DAYS;
  return { ...latest, open };
}

/** The chains whose 16th day falls inside [from, to] (the people who passed day 16 in a month). */
export const employerPeriodsUsedUpWithin = (
  absences: readonly Period[],
  from: IsoDate,
  to: IsoDate,
): EmployerPeriod[] =>
  employerPeriods(absences).filter(
    (chain) => chain.usedUpOn !== null && chain.usedUpOn >= from && chain.usedUpOn <= to,
  );

/** The first and last day of a month (2026, 2 -> 2026-02-01 .. 2026-02-28). */
export const monthPeriod = (year: number, month: number): Period => ({
  startDate: isoDate(year, month, 1),
  endDate: isoDate(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate()),
});
