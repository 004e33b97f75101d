import { absenceDays } from '../absence-days.js';
import { absenceCost } from '../absence-request.js';
import type { IsoDate, Period } from '../period.js';
import { monthPeriod } from './arbeidsgiverperiode.js';

// Sykefraværsprosent as NAV publishes it: lost working days (tapte dagsverk) in percent of possible
// working days (avtalte dagsverk). Working days are weekdays that are not public holidays (the one day
// count, absenceDays); a graded sykmelding loses its percentage of each day. Split into self-certified
// (egenmelding) and doctor-certified (sykmelding). Groups smaller than MINIMUM_REPORT_GROUP are not
// shown, so that nobody's sick leave can be read out of a figure.

/** The smallest group whose figures are shown. */
export const MINIMUM_REPORT_GROUP = 5;

export interface ReportSickAbsence extends Period {
  kind: 'Egenmelding' | 'Sykmelding';
  /** A graded sykmelding's percentage (100 when left out). */
  percentage?: number;
}

export interface ReportMember {
  /** From this day the member's working days are possible days (the membership date for now). */
  employmentStart: IsoDate;
  absences: readonly ReportSickAbsence[];
}

export interface SickLeaveMonthFigures {
  possibleDays: number;
  selfCertifiedDays: number;
  doctorCertifiedDays: number;
}

/** A group's possible and lost working days in one month. */
export function sickLeaveMonth(
  members: readonly ReportMember[],
  year: number,
  month: number,
): SickLeaveMonthFigures {
  const { startDate, endDate } = monthPeriod(year, month);
  const figures = { possibleDays: 0, selfCertifiedDays: 0, doctorCertifiedDays: 0 };
  for (const member of members) {
    const from = member.employmentStart > startDate ? member.employmentStart : startDate;
    if (from > endDate) continue;
    figures.possibleDays += absenceDays({ startDate: from, endDate });
    for (const absence of member.absences) {
      const lost = absenceCost(absence, 1, { from, to: endDate });
      if (absence.kind === 'Egenmelding') figures.selfCertifiedDays += lost;
      else figures.doctorCertifiedDays += lost;
    }
  }
  return figures;
}

/** Days in percent of the possible days, one decimal (0 when nothing was possible). */
export const sickLeavePercent = (days: number, possibleDays: number): number =>
  possibleDays === 0 ? 0 : Math.round((days / possibleDays) * 1000) / 10;
