import { describe, expect, it } from 'vitest';
import { monthDayFromDisplay, monthDayToDisplay } from './month-day.js';

describe('summer deadline as dd.mm', () => {
  it("shows the API's MM-DD as dd.mm, nothing when there is no deadline", () => {
    expect(monthDayToDisplay('04-01')).toBe('01.04');
    expect(monthDayToDisplay(null)).toBe('');
  });

  it('reads dd.mm with or without leading zeros, and an empty field as no deadline', () => {
    expect(monthDayFromDisplay('01.04')).toBe('04-01');
    expect(monthDayFromDisplay(' 1.4 ')).toBe('04-01');
    expect(monthDayFromDisplay('15/5')).toBe('05-15');
    expect(monthDayFromDisplay('')).toBeNull();
  });

  it('refuses what is no day of every year', () => {
    expect(monthDayFromDisplay('31.04')).toBeUndefined();
    expect(monthDayFromDisplay('29.02')).toBeUndefined();
    expect(monthDayFromDisplay('1. april')).toBeUndefined();
    expect(monthDayFromDisplay('13.13')).toBeUndefined();
  });

  it('round-trips', () => {
    expect(monthDayFromDisplay(monthDayToDisplay('12-31'))).toBe('12-31');
  });
});
