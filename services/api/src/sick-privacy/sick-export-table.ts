import { absenceKindName, sickExport as say } from '@ferieplan/texts';
import { ABSENCE_KIND_RULES, absenceDays, clipPeriod, isoDate } from '@ferieplan/vacation-rules';
import type { ExportTable } from '../reports/export/table.js';
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
  return {
    sheet: say.sheet,
    header: [
      columns.name,
      columns.email,
      columns.team,
      columns.kind,
      columns.startDate,
      columns.endDate,
      columns.days(year),
      columns.percentage,
    ],
    rows: rows.map((row) => [
      row.name,
      row.email,
      row.teamName,
      absenceKindName(row.kind),
      { date: row.startDate },
      { date: row.endDate },
      sickDaysInYear(row, year),
      row.percentage,
    ]),
  };
}
