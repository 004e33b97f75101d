import fc from 'fast-check';
import { isPublicHoliday, isWeekend, parseIsoDate } from '@ferieplan/holidays';
import { describe, expect, it } from 'vitest';
import {
  daysBelowMinimumIfApproved,
  understaffedDays,
  workingDays,
  type Absence,
  type TeamStaffing,
} from './index.js';

const team = (minimum: number | null, size = 3): TeamStaffing => ({
  memberIds: Array.from({ length: size }, (_, i) => `m${i}`),
  minimum,
});
const away = (memberId: string, startDate: string, endDate: string): Absence => ({
  memberId,
  startDate,
  endDate,
});

describe('working days', () => {
  it('are weekdays that are not public holidays', () => {
    // Wed 13 - Tue 19 May 2026: Ascension Thu 14 May, weekend 16-17, Constitution Day Sun 17 May.
    expect(workingDays('2026-05-13', '2026-05-19')).toEqual([
      '2026-05-13',
      '2026-05-15',
      '2026-05-18',
      '2026-05-19',
    ]);
  });
});

describe("minimum staffing: 'Minst {n} på jobb' on every working day", () => {
  it('marks working days with fewer than the minimum at work', () => {
    // Team of 3, at least 2 at work. m0 away Mon 29 Jun - Fri 10 Jul, m1 away Mon 6 Jul - Wed 8 Jul 2026.
    const absences = [away('m0', '2026-06-29', '2026-07-10'), away('m1', '2026-07-06', '2026-07-08')];
    expect(understaffedDays(team(2), absences, '2026-06-29', '2026-07-12')).toEqual([
      '2026-07-06',
      '2026-07-07',
      '2026-07-08',
    ]);
  });
  it('never marks weekends or public holidays, even when everybody is away', () => {
    const absences = ['m0', 'm1', 'm2'].map((m) => away(m, '2026-05-13', '2026-05-19'));
    expect(understaffedDays(team(1), absences, '2026-05-13', '2026-05-19')).toEqual([
      '2026-05-13',
      '2026-05-15',
      '2026-05-18',
      '2026-05-19',
    ]);
  });
  it('counts a member with overlapping absences once, and ignores people outside the team', () => {
    const absences = [
      away('m0', '2026-07-06', '2026-07-07'),
      away('m0', '2026-07-07', '2026-07-08'),
      away('x', '2026-07-06', '2026-07-10'),
    ];
    expect(understaffedDays(team(3), absences, '2026-07-06', '2026-07-10')).toEqual([
      '2026-07-06',
      '2026-07-07',
      '2026-07-08',
    ]);
  });
  it('has nothing to say without a minimum', () => {
    expect(
      understaffedDays(team(null), [away('m0', '2026-07-06', '2026-07-10')], '2026-07-06', '2026-07-10'),
    ).toEqual([]);
  });

  it('names the days an approval would break, skipping the weekend and holidays inside it', () => {
    // m1 is away Wed 13 - Tue 19 May 2026; m0 asks for the same days; team of 3 needs 2.
    const days = daysBelowMinimumIfApproved(
      team(2),
      [away('m1', '2026-05-13', '2026-05-19')],
      away('m0', '2026-05-13', '2026-05-19'),
    );
    expect(days).toEqual(['2026-05-13', '2026-05-15', '2026-05-18', '2026-05-19']);
  });
  it('lets an approval through when enough stay at work', () => {
    expect(
      daysBelowMinimumIfApproved(
        team(1),
        [away('m1', '2026-07-06', '2026-07-10')],
        away('m0', '2026-07-06', '2026-07-10'),
      ),
    ).toEqual([]);
  });
  it('does not check members outside the team (admins are not counted, like the staffing calendar)', () => {
    expect(daysBelowMinimumIfApproved(team(3), [], away('admin', '2026-07-06', '2026-07-10'))).toEqual([]);
  });

  // Oracle: count people at work day by day, the slow and obvious way.
  const dayIn2026 = fc.integer({ min: 0, max: 60 }).map((n) => {
    const d = new Date(2026, 5, 1 + n);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const absenceOf = (size: number) =>
    fc
      .tuple(fc.integer({ min: 0, max: size - 1 }), dayIn2026, dayIn2026)
      .map(([m, a, b]) => away(`m${m}`, a <= b ? a : b, a <= b ? b : a));
  const scenario = fc.integer({ min: 1, max: 5 }).chain((size) =>
    fc.record({
      size: fc.constant(size),
      minimum: fc.integer({ min: 1, max: size + 1 }),
      absences: fc.array(absenceOf(size), { maxLength: 8 }),
      candidate: absenceOf(size),
    }),
  );
  const atWork = (size: number, absences: Absence[], day: string) =>
    size -
    new Set(absences.filter((a) => a.startDate <= day && day <= a.endDate).map((a) => a.memberId)).size;

  it('agrees with a day-by-day count, and only ever names working days', () => {
    fc.assert(
      fc.property(scenario, ({ size, minimum, absences, candidate }) => {
        const t = team(minimum, size);
        const marked = understaffedDays(t, absences, '2026-06-01', '2026-07-31');
        for (const day of marked) {
          const date = parseIsoDate(day)!;
          expect(isWeekend(date) || isPublicHoliday(date)).toBe(false);
        }
        const expected = workingDays('2026-06-01', '2026-07-31').filter(
          (d) => atWork(size, absences, d) < minimum,
        );
        expect(marked).toEqual(expected);

        const broken = daysBelowMinimumIfApproved(t, absences, candidate);
        const expectedBroken = workingDays(candidate.startDate, candidate.endDate).filter(
          (d) =>
            atWork(size, [...absences, candidate], d) < minimum &&
            atWork(size, absences, d) > atWork(size, [...absences, candidate], d),
        );
        expect(broken).toEqual(expectedBroken);
      }),
    );
  });
  it('an approval that breaks nothing leaves no new understaffed day; one that does adds exactly the named days', () => {
    fc.assert(
      fc.property(scenario, ({ size, minimum, absences, candidate }) => {
        const t = team(minimum, size);
        const before = new Set(understaffedDays(t, absences, '2026-06-01', '2026-07-31'));
        const after = understaffedDays(t, [...absences, candidate], '2026-06-01', '2026-07-31');
        const broken = new Set(daysBelowMinimumIfApproved(t, absences, candidate));
        for (const day of after) expect(before.has(day) || broken.has(day)).toBe(true);
        for (const day of broken) expect(after).toContain(day);
      }),
    );
  });
});
