import type { Period } from '../period.js';

/**
 * Syk i ferien (ferieloven § 9 (1)), the worked example the rule and the API are both held to: ferie
 * Monday 6 – Friday 24 July 2026 (15 working days) and a 100 % sykmelding Tuesday 14 – Friday 17 July
 * (4 working days), so 4 ferie days come back and the ferie becomes 6–13 and 18–24 July (11 days).
 */
export const SICK_IN_FERIE_EXAMPLE: Readonly<{ ferie: Period; sick: Period }> = {
  ferie: { startDate: '2026-07-06', endDate: '2026-07-24' },
  sick: { startDate: '2026-07-14', endDate: '2026-07-17' },
};
