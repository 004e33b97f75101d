import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGREED_DAYS,
  MAIN_HOLIDAY_DAYS,
  SENIOR_EXTRA_DAYS,
  STATUTORY_DAYS,
  STATUTORY_TRANSFER_LIMIT,
  weekdaysFromVirkedager,
} from './index.js';

// Ferieloven counts virkedager (§ 5 (1) second sentence: every day but Sundays and public holidays,
// six a week); Ferieplan counts weekdays (five a week). The translation table is the product's.
describe('virkedager -> weekdays', () => {
  it('§ 5 (1): the statutory 25 virkedager are 21 weekdays (four weeks and one day)', () => {
    expect(STATUTORY_DAYS).toBe(21);
  });
  it('the common agreed five weeks are 25 weekdays (the default yearly days)', () => {
    expect(AGREED_DAYS).toBe(25);
  });
  it('§ 5 (2): the 60+ extra week of 6 virkedager is 5 weekdays', () => {
    expect(SENIOR_EXTRA_DAYS).toBe(5);
  });
  it('§ 7 (3): the transfer cap of 12 virkedager is 10 weekdays', () => {
    expect(STATUTORY_TRANSFER_LIMIT).toBe(10);
  });
  it('§ 7 (1): the main holiday of 18 virkedager is 15 weekdays', () => {
    expect(MAIN_HOLIDAY_DAYS).toBe(15);
  });

  it('a week is a week: six more virkedager are five more weekdays', () => {
    fc.assert(
      fc.property(fc.nat(400), (v) => {
        expect(weekdaysFromVirkedager(v + 6)).toBe(weekdaysFromVirkedager(v) + 5);
      }),
    );
  });
  it('never gives more weekdays than virkedager, and never fewer than 5/6 of them rounded down', () => {
    fc.assert(
      fc.property(fc.nat(400), (v) => {
        const w = weekdaysFromVirkedager(v);
        expect(w).toBeLessThanOrEqual(v);
        expect(w).toBeGreaterThanOrEqual(Math.floor((v * 5) / 6));
        expect(weekdaysFromVirkedager(v + 1)).toBeGreaterThanOrEqual(w);
      }),
    );
  });
});
