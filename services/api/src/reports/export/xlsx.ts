import type { Cell as XlsxCell } from 'write-excel-file/node';
import type { Cell, ExportTable } from './table.js';

/** 'YYYY-MM-DD' as the UTC midnight the library turns into an Excel date serial (no time zone can move it). */
const utcDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
};

function cell(value: Cell): XlsxCell {
  if (value === null) return null;
  if (typeof value === 'object') return { value: utcDate(value.date), type: Date, format: 'dd.mm.yyyy' };
  return typeof value === 'number' ? { value, type: Number } : { value, type: String };
}

const textLength = (value: Cell) =>
  value !== null && typeof value === 'object' ? 10 : String(value ?? '').length;

/** One sheet: a bold Norwegian header row kept in view, real numbers and real dates (dd.mm.yyyy). */
export async function toXlsx(table: ExportTable): Promise<Buffer> {
  const header = table.header.map((title) => ({ value: title, type: String, fontWeight: 'bold' as const }));
  const widths = table.header.map((title, index) =>
    Math.min(
      40,
      Math.max(title.length, ...table.rows.slice(0, 500).map((row) => textLength(row[index]))) + 2,
    ),
  );
  const data = [header, ...table.rows.map((row) => row.map(cell))];
  // Loaded with the first xlsx export, not at start (issue 28: a replica's time to /api/health).
  const { default: writeExcelFile } = await import('write-excel-file/node');
  return writeExcelFile(data, {
    sheet: table.sheet,
    stickyRowsCount: 1,
    columns: widths.map((width) => ({ width })),
  }).toBuffer();
}
