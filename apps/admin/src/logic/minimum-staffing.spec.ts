import { describe, expect, it } from 'vitest';
import { MAX_STAFFING } from '@ferieplan/vacation-rules';
import { parseMinimum } from './minimum-staffing.js';

describe("the 'Minst {n} på jobb' field", () => {
  it('empty means no minimum', () => {
    expect(parseMinimum('')).toBeNull();
    expect(parseMinimum('  ')).toBeNull();
  });

  it('takes a whole number of people from 1', () => {
    expect(parseMinimum('1')).toBe(1);
    expect(parseMinimum('3')).toBe(3);
    expect(parseMinimum(String(MAX_STAFFING))).toBe(MAX_STAFFING);
  });

  it('refuses zero, fractions, too many and text', () => {
    expect(parseMinimum('0')).toBeUndefined();
    expect(parseMinimum('2.5')).toBeUndefined();
    expect(parseMinimum(String(MAX_STAFFING + 1))).toBeUndefined();
    expect(parseMinimum('to')).toBeUndefined();
  });
});
