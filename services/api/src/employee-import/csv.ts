// Issue 26: CSV as Norwegian Excel writes it. 'CSV (semikolonseparert)' is Windows-1252 with ';',
// 'CSV UTF-8' has a BOM; other tools write ',' and some put a 'sep=;' line first. Fields may be quoted
// ("" inside quotes is one "), and a quoted field may span lines.

/** UTF-8 (BOM or not); bytes that are not UTF-8 are read as Windows-1252 (Excel's 'CSV' on Windows). */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

const DELIMITERS = [';', ',', '\t'] as const;

/** The delimiter of the header line: the one that occurs most outside quotes (';' on a tie, as Excel nb-NO). */
function detectDelimiter(line: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  return [...counts.entries()].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** The records of a CSV text, each a list of raw field values (not trimmed). */
export function parseCsv(input: string): string[][] {
  let text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  let delimiter: string;
  const sep = /^sep=(.)\r?\n/i.exec(text);
  if (sep) {
    delimiter = sep[1];
    text = text.slice(sep[0].length);
  } else {
    delimiter = detectDelimiter(text.split(/\r?\n|\r/, 1)[0] ?? '');
  }
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === delimiter) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}
