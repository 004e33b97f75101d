import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRANSFER_LIMIT,
  transferableDays,
  transferProblem,
  transferYears,
  unusedDays,
} from './index.js';

describe('§ 7 (3): transfer of up to 12 virkedager (10 weekdays) to the next holiday year', () => {
  it('defaults the organisation limit to the Act’s 10 weekdays', () => {
    expect(DEFAULT_TRANSFER_LIMIT).toBe(10);
  });
  it('transfers at most the limit, and never more than was unused', () => {
    expect(transferableDays(14, 10)).toBe(10);
    expect(transferableDays(3, 10)).toBe(3);
    expect(transferableDays(0, 10)).toBe(0);
    expect(transferableDays(8, 0)).toBe(0);
  });
  it('counts as unused what was neither used, planned nor already transferred out', () => {
    expect(unusedDays({ remainingDays: 4, transferredOutDays: 3, plannedDays: 0 })).toBe(7);
    expect(unusedDays({ remainingDays: 9, transferredOutDays: 3, plannedDays: 5 })).toBe(7);
    expect(unusedDays({ remainingDays: -2, transferredOutDays: 0, plannedDays: 0 })).toBe(0);
  });
  it('names the problem with a transfer, and allows 0 (undo)', () => {
    expect(transferProblem(0, 5, 10)).toBeNull();
    expect(transferProblem(5, 5, 10)).toBeNull();
    expect(transferProblem(6, 5, 10)).toBe('aboveUnused');
    expect(transferProblem(11, 20, 10)).toBe('aboveLimit');
    expect(transferProblem(-1, 5, 10)).toBe('negative');
    expect(transferProblem(1.5, 5, 10)).toBe('notWholeDays');
  });
  it('goes from last year into this year', () => {
    expect(transferYears(2026)).toEqual({ fromYear: 2025, toYear: 2026 });
  });
  it('accepts exactly the whole numbers from 0 to transferableDays', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 40 }),
        fc.integer({ min: -5, max: 40 }),
        fc.integer({ min: 0, max: 25 }),
        (days, unused, limit) => {
          const max = transferableDays(unused, limit);
          expect(max).toBeLessThanOrEqual(Math.max(0, limit));
          expect(max).toBeLessThanOrEqual(Math.max(0, unused));
          expect(transferProblem(days, unused, limit) === null).toBe(days >= 0 && days <= max);
        },
      ),
    );
  });
});
