// Issue 26: the first sheet of an xlsx workbook as text cells, as the admin sees them in Excel: dates as
// dd.mm.åååå, numbers as written, formulas as their result.

type CellValue = unknown;

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel stores dates as UTC midnight of the day shown. */
const norwegianDate = (date: Date) =>
  `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return norwegianDate(value);
  if (typeof value === 'object') {
    const cell = value as {
      result?: CellValue;
      text?: string;
      richText?: { text: string }[];
      hyperlink?: string;
    };
    if ('result' in cell) return cellText(cell.result);
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if (typeof cell.text === 'string') return cell.text;
    return '';
  }
  return String(value);
}

/** The rows of the first worksheet; throws when the bytes are not a workbook. */
export async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  // Loaded with the first xlsx import, not at start (issue 28: a replica's time to /api/health).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const values = row.values as CellValue[];
    // row.values is 1-based (index 0 is empty).
    rows[rowNumber - 1] = values.slice(1).map(cellText);
  });
  return Array.from(rows, (row) => row ?? []);
}
