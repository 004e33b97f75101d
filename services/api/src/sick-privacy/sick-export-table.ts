import { absenceKindName, sickExport as say } from '@ferieplan/texts';
import { ABSENCE_KIND_RULES, absenceDays, clipPeriod, isoDate } from '@ferieplan/vacation-rules';
import { exportTable, personColumns, type ExportTable } from '../reports/export/table.js';
import type { SickRecordRow } from './sick-export.repository.js';

/** Days of a record inside the year in its kind's unit: calendar days (Egenmelding, Sykmelding) or working days. */
function sickDaysInYear(row: SickRecordRow, year: number): number {
  const inYear = clipPeriod(row, isoDate(year, 1, 1), isoDate(year, 12, 31));
  if (!inYear) return 0;
  if (ABSENCE_KIND_RULES[row.kind].unit === 'calendarDays')
    return (Date.parse(inYear.endDate) - Date.parse(inYear.startDate)) / 86_400_000 + 1;
  return absenceDays(inYear);
}

/** The 'Sykefravær' sheet: one row per record. */
export function sickRecordTable(rows: readonly SickRecordRow[], year: number): ExportTable {
  const columns = say.columns;
  return exportTable<SickRecordRow>(
    say.sheet,
    [
      ...personColumns(columns),
      [columns.kind, (row) => absenceKindName(row.kind)],
      [columns.startDate, (row) => ({ date: row.startDate })],
      [columns.endDate, (row) => ({ date: row.endDate })],
      [columns.days(year), (row) => sickDaysInYear(row, year)],
      [columns.percentage, (row) => row.percentage],
    ],
    rows,
  );
}
