import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  absenceDays,
  appliedByDeadline,
  compareSummerRows,
  isMonthDay,
  mainHolidayStatus,
  mainHolidayWindow,
  osloDate,
  summerDays,
  type Period,
} from './index.js';

const p = (startDate: string, endDate: string): Period => ({ startDate, endDate });

describe('§ 7 (1): the main holiday period 1 June - 30 September', () => {
  it('is the window of the year', () => {
    expect(mainHolidayWindow(2026)).toEqual({ from: '2026-06-01', to: '2026-09-30' });
  });
  it('counts 1 June and 30 September, not 31 May or 1 October', () => {
    // 2026: 1 June is a Monday, 30 September a Wednesday; 29 May a Friday, 1 October a Thursday.
    expect(summerDays([p('2026-05-29', '2026-06-01')], 2026)).toBe(1);
    expect(summerDays([p('2026-09-30', '2026-10-02')], 2026)).toBe(1);
    expect(summerDays([p('2026-05-25', '2026-05-31')], 2026)).toBe(0);
    expect(summerDays([p('2026-10-01', '2026-10-09')], 2026)).toBe(0);
  });
  it('does not spend public holidays inside the window (Whit Monday 14 June 2038, Ascension 3 June 2038)', () => {
    expect(summerDays([p('2038-06-01', '2038-06-18')], 2038)).toBe(12);
  });
  it('counts only the given year’s window', () => {
    expect(summerDays([p('2025-07-07', '2025-07-25')], 2026)).toBe(0);
  });
  it('is never more than the vacation days of the request', () => {
    const day = fc.integer({ min: 0, max: 364 }).map((n) => {
      const d = new Date(2026, 0, 1 + n);
      return `2026-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    fc.assert(
      fc.property(day, day, (a, b) => {
        const period = a <= b ? p(a, b) : p(b, a);
        const days = summerDays([period], 2026);
        expect(days).toBeLessThanOrEqual(absenceDays(period));
        if (period.endDate < '2026-06-01' || period.startDate > '2026-09-30') expect(days).toBe(0);
      }),
    );
  });
});

describe('main holiday status: do approved + pending summer days reach 15 weekdays (18 virkedager)?', () => {
  it('adds approved and pending days', () => {
    // 6-17 July 2026: 10 days approved; 20-24 July: 5 days pending.
    const status = mainHolidayStatus(
      { approved: [p('2026-07-06', '2026-07-17')], pending: [p('2026-07-20', '2026-07-24')] },
      2026,
    );
    expect(status).toEqual({
      approvedDays: 10,
      pendingDays: 5,
      plannedDays: 15,
      requiredDays: 15,
      reached: true,
      missingDays: 0,
    });
  });
  it('says how many days are missing', () => {
    const status = mainHolidayStatus({ approved: [p('2026-07-06', '2026-07-17')], pending: [] }, 2026);
    expect(status).toMatchObject({ plannedDays: 10, reached: false, missingDays: 5 });
  });
  it('is reached exactly at 15', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), (weeks) => {
        const days = Math.min(weeks, 17) * 7;
        const end = new Date(2026, 5, 1 + Math.max(days - 1, 0));
        const iso = `2026-${String(end.getMonth() + 1).padStart(2, '0')}-${String(end.getDate()).padStart(2, '0')}`;
        const status = mainHolidayStatus({ approved: days ? [p('2026-06-01', iso)] : [], pending: [] }, 2026);
        expect(status.reached).toBe(status.plannedDays >= 15);
        expect(status.missingDays).toBe(Math.max(0, 15 - status.plannedDays));
      }),
    );
  });
});

describe('summer overview order', () => {
  it('puts members below 15 first, fewest days first, then by name', () => {
    const rows = [
      { name: 'Åse', plannedDays: 20 },
      { name: 'Bjørn', plannedDays: 3 },
      { name: 'Anne', plannedDays: 15 },
      { name: 'Cecilie', plannedDays: 0 },
      { name: 'Arne', plannedDays: 3 },
    ];
    expect(rows.sort(compareSummerRows).map((r) => r.name)).toEqual([
      'Cecilie',
      'Arne',
      'Bjørn',
      'Anne',
      'Åse',
    ]);
  });
});

describe('summer-request deadline', () => {
  it('is a day of every year', () => {
    expect(isMonthDay('04-01')).toBe(true);
    expect(isMonthDay('12-31')).toBe(true);
    expect(isMonthDay('02-29')).toBe(false);
    expect(isMonthDay('04-31')).toBe(false);
    expect(isMonthDay('4-1')).toBe(false);
  });
  it('reads the day in Norway (summer time and winter time)', () => {
    expect(osloDate('2026-03-31T22:30:00.000Z')).toBe('2026-04-01'); // CEST, UTC+2
    expect(osloDate('2026-03-31T21:59:00.000Z')).toBe('2026-03-31');
    expect(osloDate('2026-01-31T23:10:00.000Z')).toBe('2026-02-01'); // CET, UTC+1
  });
  it('counts a summer request sent on or before the deadline day, in any status', () => {
    const sent = (createdAt: string) => [{ ...p('2026-07-06', '2026-07-10'), createdAt }];
    expect(appliedByDeadline(sent('2026-03-31T21:59:00.000Z'), '2026-04-01', 2026)).toBe(true);
    expect(appliedByDeadline(sent('2026-04-01T21:59:00.000Z'), '2026-04-01', 2026)).toBe(true);
    expect(appliedByDeadline(sent('2026-04-01T22:00:00.000Z'), '2026-04-01', 2026)).toBe(false);
  });
  it('does not count requests outside the summer window', () => {
    const winter = [{ ...p('2026-02-02', '2026-02-06'), createdAt: '2026-01-10T10:00:00.000Z' }];
    expect(appliedByDeadline(winter, '2026-04-01', 2026)).toBe(false);
  });
});
