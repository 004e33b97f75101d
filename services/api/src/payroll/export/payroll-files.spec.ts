import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { PayrollLine } from '@ferieplan/contracts';
import { toCsv } from '../../reports/export/csv.js';
import { payrollTable, toVismaFile, VISMA_COLUMNS, vismaRows } from './payroll-files.js';
import { payrollContent } from './payroll-lines.js';
import type { PayrollRequestRow } from '../payroll.repository.js';

const january = { from: '2027-01-01', to: '2027-01-31' };

const line = (fields: Partial<PayrollLine>): PayrollLine => ({
  userId: 'u1',
  name: 'Åse Øvrebø',
  employeeNumber: '1001',
  kind: 'Ferie',
  payCode: '120',
  quantity: 2.5,
  unit: 'days',
  ...fields,
});

describe('the Visma Lønn file (Lønnsregistrering Standard format)', () => {
  const lines = [line({}), line({ kind: 'Avspasering', payCode: '310', quantity: 7.5, unit: 'hours' })];

  it('writes the 17 fields per line: year, run 0, employee number, pay code, quantity, zeros, empty dimensions', () => {
    const rows = vismaRows(lines, january);
    expect(rows.every((row) => row.length === VISMA_COLUMNS.length)).toBe(true);
    expect(VISMA_COLUMNS).toHaveLength(17);
    expect(rows.map((row) => row.join(';'))).toEqual([
      '2027;0;1001;120;0.00;2.50;0.00;0.00;0;0;"";"";"";"";"";"";0',
      '2027;0;1001;310;0.00;7.50;0.00;0.00;0;0;"";"";"";"";"";"";0',
    ]);
  });

  it('is plain ASCII with CRLF, no header line and no byte order mark, and reads back', () => {
    const file = toVismaFile(lines, january);
    expect(file.toString('ascii')).toBe(
      '2027;0;1001;120;0.00;2.50;0.00;0.00;0;0;"";"";"";"";"";"";0\r\n' +
        '2027;0;1001;310;0.00;7.50;0.00;0.00;0;0;"";"";"";"";"";"";0\r\n',
    );
    const rows = parse(file, { delimiter: ';' }) as string[][];
    expect(rows.map((row) => [row[2], row[3], row[5], row[10]])).toEqual([
      ['1001', '120', '2.50', ''],
      ['1001', '310', '7.50', ''],
    ]);
  });
});

describe('the generic table', () => {
  it('has a Norwegian header, the kind by name, the unit and the period on every row', () => {
    const csv = toCsv(
      payrollTable([line({ kind: 'PermisjonUtenLonn', payCode: 'P1', quantity: 1 })], january),
    );
    expect(parse(csv, { bom: true, delimiter: ';' })).toEqual([
      ['Ansattnummer', 'Navn', 'Lønnsart', 'Fraværstype', 'Antall', 'Enhet', 'Fra dato', 'Til dato'],
      ['1001', 'Åse Øvrebø', 'P1', 'Permisjon uten lønn', '1', 'dager', '01.01.2027', '31.01.2027'],
    ]);
  });
});

describe('payroll lines', () => {
  const request = (fields: Partial<PayrollRequestRow>): PayrollRequestRow => ({
    membershipId: 'm1',
    name: 'Ola',
    employeeNumber: null,
    normalDayHours: 7.5,
    kind: 'Ferie',
    startDate: '2027-01-04',
    endDate: '2027-01-04',
    halfDayStart: false,
    halfDayEnd: false,
    hours: null,
    percentage: null,
    ...fields,
  });

  it('sums one member’s requests of a kind, leaves out what falls on holidays, lists what is missing', () => {
    const content = payrollContent(
      [
        request({}),
        request({ startDate: '2027-01-05', endDate: '2027-01-06', halfDayEnd: true }),
        request({ startDate: '2027-01-01', endDate: '2027-01-01', kind: 'Annet' }), // a holiday: 0
        request({ membershipId: 'm2', name: 'Bjørn', employeeNumber: '7', kind: 'Avspasering', hours: 2 }),
      ],
      new Map([['Avspasering', '310']]),
      january,
    );
    expect(content.lines).toEqual([
      {
        userId: 'm2',
        name: 'Bjørn',
        employeeNumber: '7',
        kind: 'Avspasering',
        payCode: '310',
        quantity: 2,
        unit: 'hours',
      },
      {
        userId: 'm1',
        name: 'Ola',
        employeeNumber: null,
        kind: 'Ferie',
        payCode: null,
        quantity: 2.5,
        unit: 'days',
      },
    ]);
    expect(content.missingEmployeeNumbers).toEqual([{ userId: 'm1', name: 'Ola' }]);
    expect(content.missingPayCodes).toEqual(['Ferie']);
  });
  it('counts only a part-timer’s own working days (issue 26: the pattern the request was counted with)', () => {
    // Monday 4 to Friday 8 January 2027 for a person working Monday–Wednesday (mask 0b0000111).
    const week = request({ startDate: '2027-01-04', endDate: '2027-01-08', weekdays: 0b0000111 });
    expect(payrollContent([week], new Map(), january).lines[0]?.quantity).toBe(3);
    expect(payrollContent([{ ...week, weekdays: undefined }], new Map(), january).lines[0]?.quantity).toBe(5);
  });
});
