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

  it('names the 17 columns first, then year, employee number, pay code and quantity per line', () => {
    const rows = vismaRows(lines, january);
    expect(rows[0]).toEqual([...VISMA_COLUMNS]);
    expect(rows[0]).toHaveLength(17);
    expect(rows.slice(1)).toEqual([
      ['2027', '', '1001', '120', '', '2,5', ...Array(11).fill('')],
      ['2027', '', '1001', '310', '', '7,5', ...Array(11).fill('')],
    ]);
  });

  it('is plain ASCII with semicolons and CRLF, no byte order mark, and reads back', () => {
    const file = toVismaFile(lines, january);
    expect(file[0]).toBe('W'.charCodeAt(0));
    expect(file.toString('ascii')).toMatch(
      /^WgRegLn\.WgYr;WgRegLn\.RunNo;WgRegLn\.EmpNo;WgRegLn\.WgSrt;.*\r\n2027;;1001;120;;2,5;{11}\r\n/,
    );
    const rows = parse(file, { delimiter: ';' }) as string[][];
    expect(rows.map((row) => [row[2], row[3], row[5]])).toEqual([
      ['WgRegLn.EmpNo', 'WgRegLn.WgSrt', 'WgRegLn.Qty'],
      ['1001', '120', '2,5'],
      ['1001', '310', '7,5'],
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
});
