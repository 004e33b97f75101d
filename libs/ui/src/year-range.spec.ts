import { describe, expect, it } from 'vitest';
import { clampYear, yearBounds } from './year-range.js';

describe('year range', () => {
  it('spans the previous, current and next year', () => {
    expect(yearBounds(2026)).toEqual({ min: 2025, max: 2027 });
  });
  it('clamps outside years to the bounds', () => {
    expect(clampYear(2020, 2026)).toBe(2025);
    expect(clampYear(2030, 2026)).toBe(2027);
    expect(clampYear(2026, 2026)).toBe(2026);
  });
});
