import { describe, expect, it } from 'vitest';
import { absenceDaysHolidays } from './absence-days.js';

// The employee list asks for the same years' holidays on every page: made once per set of years.
describe('absenceDaysHolidays, kept per set of years', () => {
  it('answers a repeated set with the same sorted keys, whatever the order of the years', () => {
    const first = absenceDaysHolidays([2025, 2026, 2027]);
    expect(absenceDaysHolidays([2025, 2026, 2027])).toBe(first);
    expect([...absenceDaysHolidays([2027, 2025, 2026, 2026])]).toEqual([...first]);
    expect([...first]).toEqual([...first].sort((a, b) => a - b));
    // Each year's holidays are in: 1 January 2026 (a Thursday) is day 739616 of absence_days.
    expect(first).toContain(739_616);
    expect(absenceDaysHolidays([2026]).length).toBeLessThan(first.length);
  });

  it('cannot be changed by a caller (the next caller gets the same keys)', () => {
    const keys = absenceDaysHolidays([2031]) as number[];
    expect(() => keys.push(1)).toThrow();
  });
});
