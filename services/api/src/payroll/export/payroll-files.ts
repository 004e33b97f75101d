import type { PayrollLine } from '@ferieplan/contracts';
import { absenceKindName, payrollExport as say } from '@ferieplan/texts';
import { exportTable, type ExportTable } from '../../reports/export/table.js';

/**
 * Visma Lønn, 'Rutiner / Registrering / Import variable lønnsdata', format 'Lønnsregistrering Standard
 * format': one semicolon-separated line per employee and pay code, no header line, 17 columns in the
 * order of Visma's own description (community.visma.com, 'Import variable lønnsdata - standard
 * filformat': WgRegLn.WgYr, WgRegLn.RunNo, ...) and as exporters that write it lay it out (Milient
 * Moment's documented example `2021;7;1002;5;0.0;20.50;0.00;0.00;0;0;"";"";"";"";"";"";0`, BRP's
 * SalaryExportVisma95): decimal point, zeros where nothing is given (Visma then takes rate and amount
 * from the employee and the pay code), empty dimensions quoted.
 */
export const VISMA_COLUMNS = [
  'WgRegLn.WgYr', // Lønnsår: the period's
  'WgRegLn.RunNo', // Lønnskjørenr.: information only (0; the run is chosen at import)
  'WgRegLn.EmpNo', // Ansattnummer
  'WgRegLn.WgSrt', // Lønnsart
  'WgRegLn.Bas', // Grunnlag
  'WgRegLn.Qty', // Antall
  'WgRegLn.Rate', // Sats
  'WgRegLn.Am', // Beløp
  'WgRegLn.AcNo', // Kontonummer
  'WgRegLn.AgAcNo', // Motkonto
  'WgRegLn.R1', // Avdeling
  'WgRegLn.R2', // Prosjekt
  'WgRegLn.R3', // Ekstra 1
  'WgRegLn.R4', // Ekstra 2
  'WgRegLn.R5', // Ekstra 3
  'WgRegLn.R6', // Kampanje
  'WgRegLn.DedCd', // Trekkode (0 = full trekk)
] as const;

const EMPTY_DIMENSION = '""';

/** The fields of each line of the Visma file, in VISMA_COLUMNS' order; only complete lines reach it. */
export function vismaRows(lines: readonly PayrollLine[], period: { to: string }): string[][] {
  const year = period.to.slice(0, 4);
  return lines.map((line) => [
    year,
    '0',
    line.employeeNumber ?? '',
    line.payCode ?? '',
    '0.00',
    line.quantity.toFixed(2),
    '0.00',
    '0.00',
    '0',
    '0',
    ...Array<string>(6).fill(EMPTY_DIMENSION),
    '0',
  ]);
}

/**
 * The file itself: ASCII (numbers and codes only; no byte order mark, which Visma's reader would take
 * as part of the first field), CRLF line ends.
 */
export function toVismaFile(lines: readonly PayrollLine[], period: { to: string }): Buffer {
  return Buffer.from(
    vismaRows(lines, period)
      .map((row) => `${row.join(';')}\r\n`)
      .join(''),
    'ascii',
  );
}

/** The generic table (CSV for Norwegian Excel, xlsx): one row per employee and kind, with the period. */
export function payrollTable(
  lines: readonly PayrollLine[],
  period: { from: string; to: string },
): ExportTable {
  const columns = say.columns;
  return exportTable<PayrollLine>(
    say.sheet,
    [
      [columns.employeeNumber, (line) => line.employeeNumber],
      [columns.name, (line) => line.name],
      [columns.payCode, (line) => line.payCode],
      [columns.kind, (line) => absenceKindName(line.kind)],
      [columns.quantity, (line) => line.quantity],
      [columns.unit, (line) => say.units[line.unit]],
      [columns.from, () => ({ date: period.from })],
      [columns.to, () => ({ date: period.to })],
    ],
    lines,
  );
}
