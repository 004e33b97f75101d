import { serverImport } from '@ferieplan/texts';
import { describe, expect, it } from 'vitest';
import { decodeText, parseCsv } from './csv.js';
import { parseNorwegianDate, parseWeekdays } from './import-row.js';
import { readImportFile } from './read-file.js';

const base64 = (text: string | Uint8Array) => Buffer.from(text).toString('base64');
const HEADER = 'Navn;E-post;Team;Feriedager per år;Ansatt fra;Fødselsår;Arbeidsdager;Administrator';

describe('import file parsing', () => {
  it('reads semicolon CSV with a BOM and CRLF as Norwegian Excel writes it, skipping blank lines', async () => {
    const file = `\ufeff${HEADER}\r\nKari Nordmann;kari@example.no;Salg;25;01.03.2026;1985;man–ons;ja\r\n;;;;;;;\r\n`;
    const rows = await readImportFile(base64(file), 2026);
    expect(rows).toEqual([
      {
        line: 2,
        name: 'Kari Nordmann',
        email: 'kari@example.no',
        team: 'Salg',
        yearlyDays: 25,
        employedFrom: '2026-03-01',
        birthYear: 1985,
        weekdays: 7,
        isAdmin: true,
        errors: [],
      },
    ]);
  });

  it('reads comma CSV without BOM, English headers, quoted fields with commas, quotes and line breaks', async () => {
    const file =
      'name,e-mail,team,yearly days,start date,birth year,work pattern,admin\n"Hansen, Per ""PH""",per@example.no,"Drift, Oslo",30,1.2.2025,,"man, ons, fre",nei\n';
    const [row] = await readImportFile(base64(file), 2026);
    expect(row).toMatchObject({
      name: 'Hansen, Per "PH"',
      team: 'Drift, Oslo',
      yearlyDays: 30,
      employedFrom: '2025-02-01',
      weekdays: 0b10101,
      isAdmin: false,
      errors: [],
    });
    expect(parseCsv('a;"b\nc";d\n1;2;3')).toEqual([
      ['a', 'b\nc', 'd'],
      ['1', '2', '3'],
    ]);
  });

  it("Excel quirks: 'sep=;' first line, Windows-1252 bytes, '25,0', a leading apostrophe, non-breaking spaces", async () => {
    const latin1 = Buffer.from(
      `sep=;\n${HEADER}\nBjørn Ås;\u00a0bjorn@example.no ;;25,0;'05.01.2026;;;\n`,
      'latin1',
    );
    expect(decodeText(latin1)).toContain('Bjørn Ås');
    const [row] = await readImportFile(latin1.toString('base64'), 2026);
    expect(row).toMatchObject({
      line: 2,
      name: 'Bjørn Ås',
      email: 'bjorn@example.no',
      team: null,
      yearlyDays: 25,
      employedFrom: '2026-01-05',
      weekdays: null,
      errors: [],
    });
  });

  it('gives a Norwegian reason per bad cell', async () => {
    const file = `${HEADER}\n;ikke-epost;;tretti;2026-03-01;1890;hver dag;kanskje\n`;
    const [row] = await readImportFile(base64(file), 2026);
    expect(row.errors).toEqual([
      serverImport.nameRequired,
      serverImport.emailInvalid,
      serverImport.yearlyDaysInvalid,
      serverImport.dateInvalid,
      serverImport.birthYearInvalid(1926, 2013),
      serverImport.weekdaysInvalid,
      serverImport.adminInvalid,
    ]);
  });

  it('dd.mm.åååå only, and real dates', () => {
    expect(parseNorwegianDate('29.02.2024')).toBe('2024-02-29');
    expect(parseNorwegianDate('29.02.2026')).toBeNull();
    expect(parseNorwegianDate('31.04.2026')).toBeNull();
    expect(parseNorwegianDate('2026-03-01')).toBeNull();
    expect(parseNorwegianDate('01/03/2026')).toBeNull();
    expect(parseNorwegianDate('01.03.26')).toBeNull();
  });

  it('work patterns as written by people', () => {
    expect(parseWeekdays('man–fre')).toBe(31);
    expect(parseWeekdays('Mandag-Onsdag')).toBe(7);
    expect(parseWeekdays('man, ons og fre')).toBe(21);
    expect(parseWeekdays('lør-søn')).toBe(96);
    expect(parseWeekdays('fre-man')).toBeNull();
    expect(parseWeekdays('100%')).toBeNull();
  });

  it('refuses files that are empty, too large, lack the columns or are not CSV/xlsx', async () => {
    await expect(readImportFile('')).rejects.toThrow(serverImport.fileRequired);
    await expect(readImportFile(base64(`${HEADER}\n`))).rejects.toThrow(serverImport.empty);
    await expect(readImportFile(base64('Fornavn;Telefon\nKari;123\n'))).rejects.toThrow(
      serverImport.missingColumns(['Navn', 'E-post']),
    );
    await expect(readImportFile(base64('x'.repeat(1024 * 1024 + 10)))).rejects.toThrow(
      serverImport.fileTooLarge,
    );
    const many = `${HEADER}\n${Array.from({ length: 5001 }, (_, i) => `P ${i};p${i}@example.no`).join('\n')}`;
    await expect(readImportFile(base64(many))).rejects.toThrow(serverImport.tooManyRows);
    await expect(readImportFile(base64(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])))).rejects.toThrow(
      serverImport.unreadable,
    );
  });

  it('reads the first sheet of an xlsx workbook: real dates and numbers', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ansatte');
    sheet.addRow(HEADER.split(';'));
    sheet.addRow([
      'Ola Nordmann',
      'ola@example.no',
      'Salg',
      25,
      new Date(Date.UTC(2026, 2, 1)),
      1980,
      'man-tor',
      'nei',
    ]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const [row] = await readImportFile(Buffer.from(bytes).toString('base64'), 2026);
    expect(row).toMatchObject({
      line: 2,
      name: 'Ola Nordmann',
      yearlyDays: 25,
      employedFrom: '2026-03-01',
      birthYear: 1980,
      weekdays: 15,
      isAdmin: false,
      errors: [],
    });
  });
});
