import { describe, expect, it } from 'vitest';
import { easterSunday, monthGrid, parseIsoDate, publicHolidays, toIsoDate } from './index.js';

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i is %s', (year, expected) => {
    expect(toIsoDate(easterSunday(year))).toBe(expected);
  });
});

describe('publicHolidays', () => {
  it('lists the twelve Norwegian holidays of 2026 in order', () => {
    expect(publicHolidays(2026).map((h) => h.date)).toEqual([
      '2026-01-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-05',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-17',
      '2026-05-24',
      '2026-05-25',
      '2026-12-25',
      '2026-12-26',
    ]);
  });
});

describe('parseIsoDate', () => {
  it('rejects impossible days', () => {
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2024-02-29')).not.toBeNull();
    expect(parseIsoDate('2024-2-9')).toBeNull();
  });
});

describe('monthGrid', () => {
  it('starts on a Monday and ends on a Sunday', () => {
    const grid = monthGrid(2026, 3); // 1 March 2026 is a Sunday
    expect(grid[0]!.date).toBe('2026-02-23');
    expect(grid.at(-1)!.date).toBe('2026-04-05');
    expect(grid.length % 7).toBe(0);
  });
  it('needs no leading days when the month starts on a Monday', () => {
    const grid = monthGrid(2026, 6); // 1 June 2026 is a Monday
    expect(grid[0]!.date).toBe('2026-06-01');
    expect(grid.at(-1)!.date).toBe('2026-07-05');
  });
  it('handles a leap February exactly four weeks long', () => {
    const grid = monthGrid(2027, 2); // 1 Feb 2027 is a Monday, 28 days
    expect(grid).toHaveLength(28);
    expect(monthGrid(2024, 2).filter((d) => d.inMonth)).toHaveLength(29);
  });
  it('marks holidays, weekends and days outside the month', () => {
    const grid = monthGrid(2024, 3); // Easter 2024 in March
    const byDate = new Map(grid.map((d) => [d.date, d]));
    expect(byDate.get('2024-03-29')!.holidayName).toBe('Langfredag');
    expect(byDate.get('2024-03-30')!.isWeekend).toBe(true);
    expect(byDate.get('2024-02-26')!.inMonth).toBe(false);
    expect(grid.at(-1)!.date).toBe('2024-03-31');
    const april = monthGrid(2024, 4); // Easter Monday on 1 April, a Monday
    expect(april[0]).toMatchObject({ date: '2024-04-01', inMonth: true, holidayName: 'Andre påskedag' });
  });
});
