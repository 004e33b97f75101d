// Issue 25 (first half): egenmelding, sykmelding and the arbeidsgiverperiode. Health data: only the person
// and their organisation's admins read these; no diagnosis, note or attachment is ever stored.
import type { IsoDate } from './entities.js';

/** 'law': folketrygdloven § 8-24 (3 days at a time, 4 times in 12 months); 'extended': IA-avtale (days). */
export type EgenmeldingScheme = 'law' | 'extended';

/** GET/PUT /api/SickLeave/organization/{organizationId}/settings: the organisation's egenmelding rules. */
export interface SickLeaveSettings {
  organizationId: string;
  scheme: EgenmeldingScheme;
  /** Calendar days of one egenmelding (law: 3; extended: 1-8, default 8). */
  maxDaysPerOccurrence: number;
  /** Egenmeldinger in any 12 months (law: 4); null on the extended scheme. */
  maxOccurrences: number | null;
  /** Egenmelding days in any 12 months (extended: 1-24, default 24); null under the law. */
  maxDaysIn12Months: number | null;
}

/** PUT .../settings (admins). The day numbers apply to the extended scheme only (left out: its ceilings). */
export interface UpdateSickLeaveSettingsBody {
  scheme: EgenmeldingScheme;
  extendedDaysPerOccurrence?: number;
  extendedDaysIn12Months?: number;
}

/** GET /api/SickLeave/organization/{organizationId}/me/egenmelding: what the caller has left today. */
export interface EgenmeldingQuota extends Omit<SickLeaveSettings, 'organizationId'> {
  organizationId: string;
  userId: string;
  asOf: IsoDate;
  /** Egenmeldinger (adjacent ones as one) that started in the 12 months ending asOf. */
  occurrencesUsed: number;
  occurrencesLeft: number | null;
  daysUsed: number;
  daysLeft: number | null;
  /** The first day an egenmelding may start (two months after the employment began). */
  allowedFrom: IsoDate;
}

/** POST /api/SickLeave/organization/{organizationId}/sykmelding (admins register a member's sykmelding). */
export interface CreateSykmeldingBody {
  /** The member (Employee.id). */
  userId: string;
  startDate: IsoDate;
  endDate: IsoDate;
  /** Gradert sykmelding: whole percent 1-100; left out = 100. */
  percentage?: number;
}

/** One chain of sick absences and how far it has used the employer's 16 days (folketrygdloven § 8-19). */
export interface EmployerPeriod {
  /** Day 1: the chain's first sick day. */
  startDate: IsoDate;
  /** The chain's last sick day. */
  lastSickDate: IsoDate;
  /** Sick calendar days of the chain (gaps not counted). */
  sickDays: number;
  /** 0-16 days of the employer's period used: min(16, sickDays). */
  daysUsed: number;
  /** Day 16: the employer's period is used up that day; null before. */
  usedUpOn: IsoDate | null;
  /** Day 17: NAV refunds from it; null when the chain has no 17th sick day yet. */
  navFrom: IsoDate | null;
}

/** One person's arbeidsgiverperiode: the chain of sick absences it counts. */
export interface EmployerPeriodStatus extends EmployerPeriod {
  userId: string;
  name: string;
  /** A sick absence starting the day after asOf would count in this period (fewer than 16 days since its last). */
  open: boolean;
}

/** GET /api/SickLeave/organization/{organizationId}/arbeidsgiverperiode?asOf= (admins). */
export interface EmployerPeriodOverview {
  organizationId: string;
  asOf: IsoDate;
  /** Everyone with a period begun on or before asOf, open ones first, then by name. */
  people: EmployerPeriodStatus[];
}

/** GET .../arbeidsgiverperiode/used-up?month=YYYY-MM (admins): who passed day 16 in that month. */
export interface EmployerPeriodsUsedUp {
  organizationId: string;
  month: string;
  people: EmployerPeriodStatus[];
}

/** One month of a group in the sykefraværsprosent report: lost working days in percent of possible ones. */
export interface SickLeaveReportMonth {
  /** 1-12. */
  month: number;
  possibleDays: number;
  /** Egenmelding. */
  selfCertifiedPercent: number;
  /** Sykmelding (graded days by their percentage). */
  doctorCertifiedPercent: number;
  totalPercent: number;
}

/** A team (or the whole organisation, teamId null): no names; no figures below the minimum group size. */
export interface SickLeaveReportGroup {
  teamId: string | null;
  name: string;
  members: number;
  /** Fewer members than minimumGroupSize: months is empty. */
  suppressed: boolean;
  months: SickLeaveReportMonth[];
}

/** GET /api/SickLeave/organization/{organizationId}/report?year= (admins, Pro). */
export interface SickLeaveReport {
  organizationId: string;
  year: number;
  minimumGroupSize: number;
  /** The whole organisation first, then each team by name. */
  groups: SickLeaveReportGroup[];
}
