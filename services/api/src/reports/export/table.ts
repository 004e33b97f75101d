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

/** A column of an exported table: its Norwegian header and the cell it shows for a row. */
export type Column<Row> = readonly [header: string, cell: (row: Row) => Cell];

/** One sheet from its columns: each header beside its cell, so the two can never drift apart. */
export function exportTable<Row>(
  sheet: string,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
): ExportTable {
  return {
    sheet,
    header: columns.map(([header]) => header),
    rows: rows.map((row) => columns.map(([, cell]) => cell(row))),
  };
}

/** The person columns every export starts with (name, e-mail, team). */
export const personColumns = <Row extends { name: string; email: string; teamName: string | null }>(headers: {
  name: string;
  email: string;
  team: string;
}): Column<Row>[] => [
  [headers.name, (row) => row.name],
  [headers.email, (row) => row.email],
  [headers.team, (row) => row.teamName],
];

/** The per-employee table, as the Rapporter tab shows it. */
export function employeeTable(rows: readonly EmployeeReportRow[]): ExportTable {
  const columns = say.employeeColumns;
  return exportTable<EmployeeReportRow>(
    say.employeeSheet,
    [
      ...personColumns(columns),
      [columns.entitlement, (row) => row.entitlementDays],
      [columns.used, (row) => row.usedDays],
      [columns.planned, (row) => row.plannedDays],
      [columns.remaining, (row) => row.remainingDays],
      [columns.transferredIn, (row) => row.transferredInDays],
      [columns.transferredOut, (row) => row.transferredOutDays],
      [columns.requests, (row) => row.requestCount],
    ],
    rows,
  );
}

/** The approved requests touching the year; the days column counts only the year's own days. */
/** `withKind`: an export of another kind than Ferie (?kind=) ends with a 'Fraværstype' column (issue 24). */
export function approvedRequestTable(
  rows: readonly ApprovedRequestSqlRow[],
  year: number,
  withKind = false,
): ExportTable {
  const columns = say.requestColumns;
  return exportTable<ApprovedRequestSqlRow>(
    say.requestSheet,
    [
      ...personColumns(columns),
      [columns.startDate, (row) => ({ date: row.startDate })],
      [columns.endDate, (row) => ({ date: row.endDate })],
      [columns.days(year), (row) => row.days],
      [columns.description, (row) => row.description],
      [columns.approvedAt, (row) => (row.approvedAt === null ? null : { date: row.approvedAt })],
      ...(withKind ? [kindColumn(columns.kind)] : []),
    ],
    rows,
  );
}

const kindColumn = (header: string): Column<ApprovedRequestSqlRow> => [
  header,
  (row) => absenceKindName(row.kind),
];
