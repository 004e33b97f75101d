import { IMPORT_MAX_MEGABYTES, IMPORT_MAX_ROWS, serverImport } from '@ferieplan/texts';
import { invalidInput } from '../common/domain-error.js';
import { decodeText, parseCsv } from './csv.js';
import { mapColumns, readRow, type ImportRow } from './import-row.js';
import { readXlsx } from './xlsx.js';

const IMPORT_MAX_BYTES = IMPORT_MAX_MEGABYTES * 1024 * 1024;

const XLSX_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Uint8Array) => XLSX_MAGIC.every((byte, i) => bytes[i] === byte);

/** base64 to bytes; a bad or empty file, or one over the limit, is a 400 with the reason. */
function decodeBase64(content: string): Uint8Array {
  if (!content || !/^[A-Za-z0-9+/]*={0,2}$/.test(content)) throw invalidInput(serverImport.fileRequired);
  // Checked before decoding: base64 is 4 characters per 3 bytes.
  if ((content.length / 4) * 3 > IMPORT_MAX_BYTES + 3) throw invalidInput(serverImport.fileTooLarge);
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length === 0) throw invalidInput(serverImport.fileRequired);
  if (bytes.length > IMPORT_MAX_BYTES) throw invalidInput(serverImport.fileTooLarge);
  return bytes;
}

const isBlank = (cells: string[]) => cells.every((cell) => (cell ?? '').trim() === '');

/**
 * The rows of an import file (xlsx by its zip signature, else CSV), each read and checked on its own.
 * Blank lines (Excel's trailing ';;;;') are skipped; line numbers are those of the file.
 */
export async function readImportFile(
  content: string,
  thisYear = new Date().getFullYear(),
): Promise<ImportRow[]> {
  const bytes = decodeBase64(content);
  let records: string[][];
  try {
    records = isZip(bytes) ? await readXlsx(bytes) : parseCsv(decodeText(bytes));
  } catch {
    throw invalidInput(serverImport.unreadable);
  }
  const headerIndex = records.findIndex((cells) => !isBlank(cells));
  if (headerIndex < 0) throw invalidInput(serverImport.empty);
  const { columns, missing } = mapColumns(records[headerIndex]);
  if (missing.length > 0) throw invalidInput(serverImport.missingColumns(missing));
  const data = records
    .map((cells, index) => ({ cells, line: index + 1 }))
    .slice(headerIndex + 1)
    .filter((r) => !isBlank(r.cells));
  if (data.length === 0) throw invalidInput(serverImport.empty);
  if (data.length > IMPORT_MAX_ROWS) throw invalidInput(serverImport.tooManyRows);
  return data.map(({ cells, line }) => readRow(cells, columns, line, thisYear));
}
