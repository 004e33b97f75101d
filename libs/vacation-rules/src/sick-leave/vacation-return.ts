import { addDays, parseIsoDate, toIsoDate } from '@ferieplan/holidays';
import { AbsenceKind } from '@ferieplan/contracts';
import { vacationDaysWithin, type AbsenceLoadRequest, type PatternedPeriod } from '../absence-request.js';
import { clipPeriod, type IsoDate, type Period } from '../period.js';

// Syk i ferien (ferieloven § 9 (1) second paragraph): "Arbeidstaker som har vært helt arbeidsufør i løpet
// av ferien, kan kreve at et tilsvarende antall virkedager ferie utsettes og gis som ny ferie senere i
// ferieåret. Kravet må dokumenteres med legeerklæring ...". Here: a Sykmelding (a doctor's certificate) at
// 100 % (wholly unfit) lying on days of an approved Ferie gives those ferie days back once an admin
// approves. The ferie request is then cut around the days, so every count of ferie (balances, the
// employee list, reports, payroll, staffing) sees the days back without a second rule anywhere.

/** Only a sykmelding (legeerklæring) at 100 % (helt arbeidsufør) gives ferie days back. */
export const givesFerieBack = (sick: Pick<AbsenceLoadRequest, 'kind' | 'percentage'>): boolean =>
  sick.kind === AbsenceKind.Sykmelding && (sick.percentage === undefined || sick.percentage === 100);

/**
 * The overlap rule's one exception: a Sykmelding may lie on days of Ferie (the person is ill during the
 * holiday and may then ask for the days back). Every other pair keeps the rule of at most one day a day.
 */
export const mayShareDays = (candidate: AbsenceKind, other: AbsenceKind | undefined): boolean =>
  candidate === AbsenceKind.Sykmelding && (other ?? AbsenceKind.Ferie) === AbsenceKind.Ferie;

/** The ferie's days that the sick period covers, or null. */
export const sickDaysInFerie = (ferie: Period, sick: Period): Period | null =>
  clipPeriod(ferie, sick.startDate, sick.endDate);

/** The ferie days (as balances count them: the person's working days, halves as halves) in `days`. */
export const returnedFerieDays = (ferie: PatternedPeriod, days: Period): number => {
  // Only the ferie's own fields: a stored row's other columns (a null percentage) would weigh the days.
  const { startDate, endDate, halfDayStart, halfDayEnd, weekdays } = ferie;
  return vacationDaysWithin(
    [{ startDate, endDate, halfDayStart, halfDayEnd, weekdays }],
    days.startDate,
    days.endDate,
  );
};

const shift = (day: IsoDate, by: number): IsoDate => toIsoDate(addDays(parseIsoDate(day)!, by));

/**
 * What remains of the ferie once `returned` (inside it) is taken out: none, one or two periods. A half-day
 * end stays with the piece that keeps that day; the cut ends are whole days.
 */
export function ferieAfterReturn(ferie: PatternedPeriod, returned: Period): PatternedPeriod[] {
  const pieces: PatternedPeriod[] = [];
  const base = ferie.weekdays === undefined ? {} : { weekdays: ferie.weekdays };
  if (returned.startDate > ferie.startDate)
    pieces.push({
      ...base,
      startDate: ferie.startDate,
      endDate: shift(returned.startDate, -1),
      halfDayStart: ferie.halfDayStart === true,
      halfDayEnd: false,
    });
  if (returned.endDate < ferie.endDate)
    pieces.push({
      ...base,
      startDate: shift(returned.endDate, 1),
      endDate: ferie.endDate,
      halfDayStart: false,
      halfDayEnd: ferie.halfDayEnd === true,
    });
  return pieces;
}
