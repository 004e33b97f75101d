import { describe, expect, it } from 'vitest';
import { monthTitle, shiftMonth } from './month-title.js';

describe('monthTitle', () => {
  it('is the Norwegian month and year, capitalised as a heading', () => {
    expect(monthTitle(2026, 11)).toBe('November 2026');
    expect(monthTitle(2024, 2)).toBe('Februar 2024');
    expect(monthTitle(2027, 5)).toBe('Mai 2027');
  });
});

describe('shiftMonth', () => {
  it('crosses year boundaries both ways', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 6 }, 0)).toEqual({ year: 2026, month: 6 });
    expect(shiftMonth({ year: 2026, month: 3 }, -15)).toEqual({ year: 2024, month: 12 });
  });
});
