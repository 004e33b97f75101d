import type { EmployeeReportRow } from '@ferieplan/contracts';
import { absenceKindName, reportExport as say } from '@ferieplan/texts';
import type { ApprovedRequestSqlRow } from '../reports.sql.js';

/** A calendar day ('YYYY-MM-DD'): dd.mm.yyyy text in CSV, a real date cell in xlsx. */
interface DateCell {
  date: string;
}

/** A cell of an exported table: text, a number (half days: 12.5), a date, or empty. */
export type Cell = string | number | DateCell | null;

/** One sheet: the Norwegian header row and the data rows. */
export interface ExportTable {
  sheet: string;
  header: string[];
  rows: Cell[][];
}

const employeeColumns = say.employeeColumns;

/** The per-employee table, as the Rapporter tab shows it. */
export function employeeTable(rows: readonly EmployeeReportRow[]): ExportTable {
  return {
    sheet: say.employeeSheet,
    header: [
      employeeColumns.name,
      employeeColumns.email,
      employeeColumns.team,
      employeeColumns.entitlement,
      employeeColumns.used,
      employeeColumns.planned,
      employeeColumns.remaining,
      employeeColumns.transferredIn,
      employeeColumns.transferredOut,
      employeeColumns.requests,
    ],
    rows: rows.map((row) => [
      row.name,
      row.email,
      row.teamName,
      row.entitlementDays,
      row.usedDays,
      row.plannedDays,
      row.remainingDays,
      row.transferredInDays,
      row.transferredOutDays,
      row.requestCount,
    ]),
  };
}

/** The approved requests touching the year; the days column counts only the year's own days. */
/** `withKind`: an export of another kind than Ferie (?kind=) ends with a 'Fraværstype' column (issue 24). */
export function approvedRequestTable(
  rows: readonly ApprovedRequestSqlRow[],
  year: number,
  withKind = false,
): ExportTable {
  const columns = say.requestColumns;
  return {
    sheet: say.requestSheet,
    header: [
      columns.name,
      columns.email,
      columns.team,
      columns.startDate,
      columns.endDate,
      columns.days(year),
      columns.description,
      columns.approvedAt,
      ...(withKind ? [columns.kind] : []),
    ],
    rows: rows.map((row) => [
      row.name,
      row.email,
      row.teamName,
      { date: row.startDate },
      { date: row.endDate },
      row.days,
      row.description,
      row.approvedAt === null ? null : { date: row.approvedAt },
      ...(withKind ? [absenceKindName(row.kind)] : []),
    ]),
  };
}
