import fc from 'fast-check';
import { addDays, toIsoDate } from '@ferieplan/holidays';
import { describe, expect, it } from 'vitest';
import { brokenRequestRule, isDayOfYear } from './index.js';

const dates = (startDate: string, endDate: string) => ({ startDate, endDate });
const inForm = (startDate: string, endDate: string, year: number) =>
  brokenRequestRule(dates(startDate, endDate), { selectedYear: year });
const YEARS = [2026, 2027, 2028];
const inApi = (startDate: string, endDate: string) =>
  brokenRequestRule(dates(startDate, endDate), { years: YEARS });

describe('spec section 5: a new request in the form (the selected year)', () => {
  it('accepts a range inside the selected year', () => {
    expect(inForm('2027-05-14', '2027-05-19', 2027)).toBeNull();
    expect(inForm('2027-01-01', '2027-12-31', 2027)).toBeNull();
  });
  it('requires both dates, the start first', () => {
    expect(inForm('', '', 2027)).toBe('startRequired');
    expect(inForm('2027-05-14', '', 2027)).toBe('endRequired');
  });
  it('wants both dates in the selected year, and checks that before their order', () => {
    expect(inForm('2026-12-28', '2027-01-04', 2027)).toBe('notInYear');
    expect(inForm('2026-05-14', '2026-05-19', 2027)).toBe('notInYear');
    expect(inForm('2027-05-19', '2026-05-14', 2027)).toBe('notInYear');
    expect(inForm('2027-05-19', '2027-05-14', 2027)).toBe('endBeforeStart');
  });
  it('treats impossible days as outside the year', () => {
    expect(inForm('2027-02-29', '2027-03-01', 2027)).toBe('notInYear');
    expect(inForm('27-05-14', '2027-05-19', 2027)).toBe('notInYear');
  });
});

describe('spec section 5: a new request at the API (the allowed years)', () => {
  it('refuses impossible days, then an end before the start, then two years, then a year not offered', () => {
    const cases: [startDate: string, endDate: string, broken: ReturnType<typeof inApi>][] = [
      ['2026-02-30', '2026-03-01', 'invalidDate'],
      ['2026-05-10', '2026-05-09', 'endBeforeStart'],
      ['2027-05-19', '2026-05-14', 'endBeforeStart'],
      ['2026-12-28', '2027-01-03', 'notInYear'],
      ['2029-06-01', '2029-06-02', 'yearOutOfRange'],
      ['0100-06-01', '0100-06-02', 'yearOutOfRange'],
      ['2028-12-31', '2028-12-31', null],
    ];
    for (const [start, end, broken] of cases) expect(inApi(start, end), `${start}–${end}`).toBe(broken);
  });
  it('leaves the years open without a list of them', () => {
    expect(brokenRequestRule(dates('2100-06-01', '2100-06-02'), {})).toBeNull();
  });

  const day = fc.integer({ min: -30, max: 4 * 366 }).map((n) => toIsoDate(addDays(new Date(2026, 0, 1), n)));
  it('agrees with the form: what the API accepts, the form accepts in its year, and the other way round', () => {
    fc.assert(
      fc.property(day, day, fc.constantFrom(...YEARS), (start, end, year) => {
        const api = inApi(start, end);
        if (api === null) expect(inForm(start, end, Number(start.slice(0, 4)))).toBeNull();
        if (inForm(start, end, year) === null) expect(api).toBeNull();
        // Both in the selected year: the form and the API name the same broken rule.
        if (isDayOfYear(start, year) && isDayOfYear(end, year)) expect(inForm(start, end, year)).toBe(api);
      }),
    );
  });
});

describe('isDayOfYear', () => {
  it('is true only for real days of that year', () => {
    expect(isDayOfYear('2026-12-31', 2026)).toBe(true);
    expect(isDayOfYear('2027-01-01', 2026)).toBe(false);
    expect(isDayOfYear('2026-13-01', 2026)).toBe(false);
  });
});
