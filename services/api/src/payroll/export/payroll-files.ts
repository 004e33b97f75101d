import type { PayrollLine } from '@ferieplan/contracts';
import { absenceKindName, formatDecimal, payrollExport as say } from '@ferieplan/texts';
import type { ExportTable } from '../../reports/export/table.js';

/**
 * Visma Lønn, 'Rutiner / Registrering / Import variable lønnsdata', format 'Lønnsregistrering Standard
 * format': semicolon-separated, a first line naming the columns, one line per employee and pay code.
 * The 17 columns as Visma's own description (community.visma.com, 'Import variable lønnsdata -
 * standard filformat') and exporters writing it (BRP, Milient Moment) list them; we fill the year
 * (lønnsår, the period's), employee number, pay code (lønnsart) and quantity (antall), and leave
 * the rest empty so that Visma takes rate, amount and accounts from the pay code's own setup.
 */
export const VISMA_COLUMNS = [
  'WgRegLn.WgYr', // Lønnsår
  'WgRegLn.RunNo', // Lønnskjørenr. (empty: the run chosen at import)
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
  'WgRegLn.R3',
  'WgRegLn.R4',
  'WgRegLn.R5',
  'WgRegLn.R6',
  'WgRegLn.DedCd', // Trekkode
] as const;

/** The rows of the Visma file (header first); only complete lines reach it (the export refuses others). */
export function vismaRows(lines: readonly PayrollLine[], period: { to: string }): string[][] {
  const year = period.to.slice(0, 4);
  const empty = VISMA_COLUMNS.slice(6).map(() => '');
  return [
    [...VISMA_COLUMNS],
    ...lines.map((line) => [
      year,
      '',
      line.employeeNumber ?? '',
      line.payCode ?? '',
      '',
      // The decimal comma of a Norwegian Visma Lønn (7,5 hours; 2,5 days).
      formatDecimal(line.quantity),
      ...empty,
    ]),
  ];
}

/**
 * The file itself: ASCII (numbers and codes only, no byte order mark, which Visma's reader would take
 * as part of the first column), semicolons, CRLF.
 */
export function toVismaFile(lines: readonly PayrollLine[], period: { to: string }): Buffer {
  return Buffer.from(
    vismaRows(lines, period)
      .map((row) => row.join(';'))
      .join('\r\n') + '\r\n',
    'ascii',
  );
}

/** The generic table (CSV for Norwegian Excel, xlsx): one row per employee and kind, with the period. */
export function payrollTable(
  lines: readonly PayrollLine[],
  period: { from: string; to: string },
): ExportTable {
  const columns = say.columns;
  return {
    sheet: say.sheet,
    header: [
      columns.employeeNumber,
      columns.name,
      columns.payCode,
      columns.kind,
      columns.quantity,
      columns.unit,
      columns.from,
      columns.to,
    ],
    rows: lines.map((line) => [
      line.employeeNumber,
      line.name,
      line.payCode,
      absenceKindName(line.kind),
      line.quantity,
      say.units[line.unit],
      { date: period.from },
      { date: period.to },
    ]),
  };
}
