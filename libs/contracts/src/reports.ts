// Statistics and reports (issue 13, Pro): per-employee balances, absence per month, busiest days, exports.
import type { AbsenceKind } from './absence.js';
import type { IsoDate } from './entities.js';

/** ?year=YYYY[&teamId=][&kind=] of every report route; year defaults to the current year. */
export interface ReportQuery {
  year: number;
  teamId?: string | null;
  /** Issue 24: count this kind instead; none = Ferie, the spec's vacation days (the balances stay Ferie). */
  kind?: AbsenceKind;
}

/** One member's year, by the rules of @ferieplan/vacation-rules (weekdays that are not public holidays). */
export interface EmployeeReportRow {
  userId: string;
  name: string;
  email: string;
  teamId: string | null;
  teamName: string | null;
  /** Yearly days + the 60+ week + days transferred in from last year. */
  entitlementDays: number;
  /** Approved vacation days inside the year. */
  usedDays: number;
  /** Pending vacation days inside the year. */
  plannedDays: number;
  /** Entitlement - used - transferred out (negative when more was approved than the entitlement). */
  remainingDays: number;
  /** Days transferred in from last year. */
  transferredInDays: number;
  /** Days transferred on to next year. */
  transferredOutDays: number;
  /** Requests of any status that touch the year. */
  requestCount: number;
}

/** GET /api/Reports/organization/{organizationId}/employees?year=&teamId= (admins, Pro). */
export interface EmployeeReport {
  year: number;
  teamId: string | null;
  rows: EmployeeReportRow[];
}

/** Vacation days in one month (1-12). */
export interface MonthAbsence {
  month: number;
  approvedDays: number;
  plannedDays: number;
}

export interface TeamAbsence {
  /** null: members without a team. */
  teamId: string | null;
  teamName: string | null;
  months: MonthAbsence[];
}

/** GET /api/Reports/organization/{organizationId}/absence?year=&teamId= (admins, Pro). */
export interface AbsenceReport {
  year: number;
  teamId: string | null;
  /** All twelve months, the teams together. */
  months: MonthAbsence[];
  /** The same per team (teams without members left out). */
  teams: TeamAbsence[];
}

export interface BusyDay {
  date: IsoDate;
  /** Members with approved vacation that day. */
  away: number;
}

/** GET /api/Reports/organization/{organizationId}/busiest-days?year=&teamId= (admins, Pro). */
export interface BusiestDaysReport {
  year: number;
  teamId: string | null;
  /** At most ten working days, most people away first (then by date). */
  days: BusyDay[];
}

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /api/Reports/organization/{organizationId}/{employees|approved-requests}/export?format=&year=&teamId=. */
export const EXPORT_KINDS = ['employees', 'approved-requests'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
