import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';
import { asciiFileName, attachmentDisposition } from './file-name.js';

describe('CSV for Norwegian Excel', () => {
  const csv = toCsv({
    sheet: 'Ark',
    header: ['Navn', 'Dager', 'Fra dato'],
    rows: [
      ['Bjørn "Bjørnen" Ås; leder', 5, { date: '2027-07-05' }],
      ['=HYPERLINK("http://x")', -3, null],
      ['Linje\nto', 0, { date: '2027-12-31' }],
    ],
  });

  it('is UTF-8 with a byte order mark, semicolons and CRLF', () => {
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8')).toContain('Navn;Dager;Fra dato\r\n');
  });

  it('reads back with a real CSV parser: quotes, separators, line breaks, dd.mm.yyyy', () => {
    const rows = parse(csv, { bom: true, delimiter: ';' }) as string[][];
    expect(rows).toEqual([
      ['Navn', 'Dager', 'Fra dato'],
      ['Bjørn "Bjørnen" Ås; leder', '5', '05.07.2027'],
      // A formula is neutralised; a negative number stays a number.
      [`'=HYPERLINK("http://x")`, '-3', ''],
      ['Linje\nto', '0', '31.12.2027'],
    ]);
  });
});

describe('file names', () => {
  it('spells out æ, ø and å and replaces what is unsafe in the ASCII name', () => {
    expect(asciiFileName('Feriesaldo Fjørd & Sønner Æreskog Å/S "x" 2027.csv')).toBe(
      'Feriesaldo Fjord _ Sonner Aereskog A_S _x_ 2027.csv',
    );
  });
  it('carries the exact name in filename* (RFC 5987)', () => {
    expect(attachmentDisposition('Godkjent ferie Bø (Sør) AS 2027.xlsx')).toBe(
      `attachment; filename="Godkjent ferie Bo _Sor_ AS 2027.xlsx"; filename*=UTF-8''Godkjent%20ferie%20B%C3%B8%20%28S%C3%B8r%29%20AS%202027.xlsx`,
    );
  });
});
