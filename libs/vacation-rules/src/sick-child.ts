import { absenceDays } from './absence-days.js';
import { clipPeriod, isoDate, type Period } from './period.js';

// Issue 25, Sykt barn (omsorgsdager). Folketrygdloven § 9-6 first paragraph: up to 10 days per calendar
// year; with more than two children 15; alone in the care 20 and 30. § 9-5: children up to and including
// the calendar year they turn 12 (the person declares how many). Counted in working days of the one
// day count (absenceDays); a period over New Year counts in each year.

/** What the person declares in their profile (visible to the organisation's admins). */
export interface SickChildDeclaration {
  /** Children up to and including the year they turn 12. */
  childrenUnder12: number;
  /** Alone in the daily care (§ 9-6 first and third paragraphs). */
  soleCare: boolean;
}

/** Days of sykt barn per calendar year: 0 without children, 10 with one or two, 15 with more; doubled alone. */
export function sickChildDaysPerYear({ childrenUnder12, soleCare }: SickChildDeclaration): number {
  if (childrenUnder12 < 1) return 0;
  const days = childrenUnder12 > 2 ? 15 : 10;
  return soleCare ? days * 2 : days;
}

/** Working days of the periods inside the calendar year (public holidays and weekends never count). */
export function sickChildDaysUsed(periods: readonly Period[], year: number): number {
  let days = 0;
  for (const period of periods) {
    const inYear = clipPeriod(period, isoDate(year, 1, 1), isoDate(year, 12, 31));
    if (inYear) days += absenceDays(inYear);
  }
  return days;
}

/** The calendar years a period touches (a request over New Year draws on both). */
export function yearsOf(period: Period): number[] {
  const years: number[] = [];
  for (let year = Number(period.startDate.slice(0, 4)); year <= Number(period.endDate.slice(0, 4)); year++)
    years.push(year);
  return years;
}

/**
 * The first year in which `candidate` would take the person past their days, with what is left that
 * year; null when it fits. `taken`: their other sick-child periods (pending or approved).
 */
export function sickChildOverrun(
  declaration: SickChildDeclaration,
  taken: readonly Period[],
  candidate: Period,
): { year: number; allowed: number; left: number } | null {
  const allowed = sickChildDaysPerYear(declaration);
  for (const year of yearsOf(candidate)) {
    const used = sickChildDaysUsed(taken, year);
    if (used + sickChildDaysUsed([candidate], year) > allowed)
      return { year, allowed, left: Math.max(0, allowed - used) };
  }
  return null;
}
