import { describe, expect, it } from 'vitest';
import { formatDays, formatDecimal, formatHours, hourBankTexts } from './absence.js';

describe('formatDecimal: Norwegian decimal comma', () => {
  it('writes halves, hours and whole numbers as people read them', () => {
    expect(formatDecimal(12.5)).toBe('12,5');
    expect(formatDecimal(3.75)).toBe('3,75');
    expect(formatDecimal(13.2000000001)).toBe('13,2');
    expect(formatDecimal(25)).toBe('25');
    expect(formatDecimal(-0.001)).toBe('0');
  });
  it('names days and hours', () => {
    expect(formatDays(12.5)).toBe('12,5 dager');
    expect(formatDays(1)).toBe('1 dag');
    expect(formatHours(15)).toBe('15 timer');
    expect(hourBankTexts.asDays(15, 7.5)).toBe('15 timer (2 dager)');
  });
});
