// The Holiday Act (ferieloven, lov 29. april 1988 nr. 21) in the unit Ferieplan counts in.
//
// The law counts virkedager: every day that is not a Sunday or a public holiday (§ 5 (1) second
// sentence), six a week. Ferieplan counts vacation days as weekdays that are not public holidays
// (libs/holidays), five a week. A week of vacation is a week in both units, so n virkedager are
// `weekdaysFromVirkedager(n)` weekdays: 25 -> 21, 6 -> 5, 12 -> 10, 18 -> 15.

/** Six virkedager (Monday-Saturday) make a week; five weekdays make the same week. */
export function weekdaysFromVirkedager(virkedager: number): number {
  const weeks = Math.floor(virkedager / 6);
  const rest = virkedager % 6;
  return weeks * 5 + Math.min(rest, 5);
}

/** § 5 (1): "feriefritid på 25 virkedager hvert ferieår" (four weeks and one day) = 21 weekdays. */
export const STATUTORY_DAYS = weekdaysFromVirkedager(25);

/** The common agreed five weeks (tariff or contract, not the Act) = 25 weekdays: Ferieplan's default yearly days. */
export const AGREED_DAYS = weekdaysFromVirkedager(30);

/** § 5 (2): whoever turns 60 during the holiday year gets "ekstraferie på 6 virkedager" = 5 weekdays. */
export const SENIOR_EXTRA_DAYS = weekdaysFromVirkedager(6);
export const SENIOR_AGE = 60;

/** § 7 (3): transfer of "inntil 12 virkedager" to the next holiday year by written agreement = 10 weekdays. */
export const STATUTORY_TRANSFER_LIMIT = weekdaysFromVirkedager(12);

/** § 7 (1): the employee may claim "hovedferie på 18 virkedager" in 1 June-30 September = 15 weekdays. */
export const MAIN_HOLIDAY_DAYS = weekdaysFromVirkedager(18);

/** § 7 (1): the main holiday period, 1 June-30 September (month 1-12, day). */
export const MAIN_HOLIDAY_PERIOD = { start: { month: 6, day: 1 }, end: { month: 9, day: 30 } } as const;

/**
 * § 5 (1): "Arbeidstaker som tiltrer etter 30. september i ferieåret, har bare rett til ferie på 6
 * virkedager" = one week (5 days on a five-day week). Start on or before this day (MM-DD): the full year.
 */
export const LATE_START_DEADLINE = '09-30';
export const LATE_START_WEEKS = 1;
