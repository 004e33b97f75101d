import { formatDecimal, formatNumericDate } from '@ferieplan/texts';
import type { Cell, ExportTable } from './table.js';

const BOM = '\uFEFF';

/**
 * Text that a spreadsheet would run as a formula ('=', '+', '-', '@', tab, carriage return first) gets a
 * leading apostrophe, so that a name or description can never become a formula (CSV injection).
 */
const neutraliseFormula = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function field(cell: Cell): string {
  if (cell === null) return '';
  // Half days (12,5): the decimal comma Norwegian Excel reads as a number.
  if (typeof cell === 'number') return formatDecimal(cell);
  if (typeof cell === 'object') return formatNumericDate(cell.date);
  const text = neutraliseFormula(cell);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV as Norwegian Excel opens it by double-click: UTF-8 with a byte order mark (else æøå break),
 * semicolons (the comma is the decimal separator), CRLF line ends, one header row.
 */
export function toCsv(table: ExportTable): Buffer {
  const lines = [table.header, ...table.rows].map((row) => row.map(field).join(';'));
  return Buffer.from(BOM + lines.join('\r\n') + '\r\n', 'utf8');
}
