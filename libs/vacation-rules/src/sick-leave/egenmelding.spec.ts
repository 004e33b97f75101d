import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Period } from '../period.js';
import { addCalendarDays, addMonths, calendarDaysOf, calendarDaysWithin } from './calendar-days.js';
import {
  brokenEgenmeldingRule,
  egenmeldingLimits,
  egenmeldingOccurrences,
  egenmeldingQuota,
  LAW_EGENMELDING,
  type EgenmeldingLimits,
} from './egenmelding.js';

const p = (startDate: string, endDate = startDate) => ({ startDate, endDate });
const EMPLOYED = '2024-01-01';
const extended = egenmeldingLimits('extended');

describe('egenmelding under the law (3 days at a time, 4 times in any 12 months)', () => {
  it('allows three calendar days, weekend included, and refuses a fourth', () => {
    // Fri 6 - Sun 8 March 2026 is three calendar days.
    expect(brokenEgenmeldingRule(p('2026-03-06', '2026-03-08'), [], LAW_EGENMELDING, EMPLOYED)).toBeNull();
    expect(brokenEgenmeldingRule(p('2026-03-06', '2026-03-09'), [], LAW_EGENMELDING, EMPLOYED)).toBe(
      'tooManyDays',
    );
  });

  it('counts an egenmelding touching another as the same occurrence', () => {
    const earlier = [p('2026-03-02', '2026-03-03')];
    expect(brokenEgenmeldingRule(p('2026-03-04'), earlier, LAW_EGENMELDING, EMPLOYED)).toBeNull();
    expect(brokenEgenmeldingRule(p('2026-03-04', '2026-03-05'), earlier, LAW_EGENMELDING, EMPLOYED)).toBe(
      'tooManyDays',
    );
    // Over New Year, registered as two: one occurrence of three days.
    expect(egenmeldingOccurrences([p('2026-12-31'), p('2027-01-01', '2027-01-02')])).toEqual([
      p('2026-12-31', '2027-01-02'),
    ]);
  });

  it('refuses a fifth occurrence inside any twelve months, and allows it once the first is older', () => {
    const four = [p('2026-01-10'), p('2026-04-10'), p('2026-07-10'), p('2026-10-10')];
    expect(brokenEgenmeldingRule(p('2027-01-09'), four, LAW_EGENMELDING, EMPLOYED)).toBe(
      'tooManyOccurrences',
    );
    // 10 Jan 2026 + 12 months = 10 Jan 2027: the window 10 Jan 2026 - 9 Jan 2027 no longer holds the new one.
    expect(brokenEgenmeldingRule(p('2027-01-10'), four, LAW_EGENMELDING, EMPLOYED)).toBeNull();
  });

  it('judges an egenmelding registered afterwards for an earlier date by every window holding it', () => {
    // Four in Feb-Nov 2026; one dated Dec 2025 would make five in Dec 2025 - Nov 2026.
    const four = [p('2026-02-01'), p('2026-05-01'), p('2026-08-01'), p('2026-11-01')];
    expect(brokenEgenmeldingRule(p('2025-12-15'), four, LAW_EGENMELDING, EMPLOYED)).toBe(
      'tooManyOccurrences',
    );
    // In Oct 2025 the window Oct 2025 - Sep 2026 holds 3 of them plus it: four, allowed.
    expect(brokenEgenmeldingRule(p('2025-10-15'), four, LAW_EGENMELDING, EMPLOYED)).toBeNull();
  });

  it('needs two months of employment (a membership of 15 January: from 15 March)', () => {
    expect(brokenEgenmeldingRule(p('2026-03-14'), [], LAW_EGENMELDING, '2026-01-15')).toBe(
      'notEmployedLongEnough',
    );
    expect(brokenEgenmeldingRule(p('2026-03-15'), [], LAW_EGENMELDING, '2026-01-15')).toBeNull();
    // 31 December + 2 months = the last day of February.
    expect(egenmeldingQuota([], LAW_EGENMELDING, '2025-12-31', '2026-01-01').allowedFrom).toBe('2026-02-28');
  });
});

describe('egenmelding on the extended scheme (IA-avtale: 8 days at a time, 24 days in 12 months)', () => {
  it('allows eight days at a time', () => {
    expect(brokenEgenmeldingRule(p('2026-03-01', '2026-03-08'), [], extended, EMPLOYED)).toBeNull();
    expect(brokenEgenmeldingRule(p('2026-03-01', '2026-03-09'), [], extended, EMPLOYED)).toBe('tooManyDays');
  });

  it('refuses the 25th day in any twelve months, counting days inside the window only', () => {
    const three = [
      p('2026-01-01', '2026-01-08'),
      p('2026-04-01', '2026-04-08'),
      p('2026-07-01', '2026-07-08'),
    ];
    expect(brokenEgenmeldingRule(p('2026-10-01'), three, extended, EMPLOYED)).toBe('tooManyDaysIn12Months');
    // From 2 January 2027 the January days have left the window 2 Jan 2026 - 1 Jan 2027 only in part:
    // 1 Jan 2026 is out, so 23 + 1 = 24.
    expect(brokenEgenmeldingRule(p('2027-01-01'), three, extended, EMPLOYED)).toBeNull();
  });

  it('takes the organisation’s lower numbers and never more than the ceilings', () => {
    expect(egenmeldingLimits('extended', { daysPerOccurrence: 5, daysIn12Months: 40 })).toEqual({
      scheme: 'extended',
      maxDaysPerOccurrence: 5,
      maxOccurrences: null,
      maxDaysIn12Months: 24,
    });
  });
});

describe('what is left (the form: "2 av 4 egenmeldinger igjen de siste 12 månedene")', () => {
  it('counts the occurrences and days of the twelve months ending on the day', () => {
    const used = [p('2025-11-01'), p('2026-02-02', '2026-02-03'), p('2026-02-04')];
    const quota = egenmeldingQuota(used, LAW_EGENMELDING, EMPLOYED, '2026-10-31');
    expect(quota).toMatchObject({ occurrencesUsed: 2, occurrencesLeft: 2, daysUsed: 4, daysLeft: null });
    // On 1 Nov 2026 the window starts 2 Nov 2025: the first one is out.
    expect(egenmeldingQuota(used, LAW_EGENMELDING, EMPLOYED, '2026-11-01').occurrencesLeft).toBe(3);
    expect(egenmeldingQuota(used, extended, EMPLOYED, '2026-10-31')).toMatchObject({ daysLeft: 20 });
  });
});

// Brute force: every twelve-month window day by day (the definition), against the rule's shortcuts.
const day = fc.integer({ min: 0, max: 3 * 365 }).map((offset) => addCalendarDays('2025-01-01', offset));
const egenmelding = fc
  .tuple(day, fc.integer({ min: 0, max: 9 }))
  .map(([startDate, length]) => ({ startDate, endDate: addCalendarDays(startDate, length) }));

function bruteForce(candidate: Period, existing: Period[], limits: EgenmeldingLimits): string | null {
  const occurrences = egenmeldingOccurrences([...existing, candidate]);
  const own = occurrences.find((o) => o.startDate <= candidate.startDate && o.endDate >= candidate.endDate)!;
  if (calendarDaysOf(own) > limits.maxDaysPerOccurrence) return 'tooManyDays';
  let tooManyOccurrences = false;
  let tooManyDays = false;
  for (
    let from = addCalendarDays(own.startDate, -370);
    from <= own.endDate;
    from = addCalendarDays(from, 1)
  ) {
    const to = addCalendarDays(addMonths(from, 12), -1);
    if (to < own.startDate) continue;
    if (limits.maxOccurrences !== null && own.startDate >= from && own.startDate <= to) {
      const count = occurrences.filter((o) => o.startDate >= from && o.startDate <= to).length;
      if (count > limits.maxOccurrences) tooManyOccurrences = true;
    }
    if (limits.maxDaysIn12Months !== null) {
      const days = occurrences.reduce((sum, o) => sum + calendarDaysWithin(o, from, to), 0);
      if (days > limits.maxDaysIn12Months) tooManyDays = true;
    }
  }
  return tooManyOccurrences ? 'tooManyOccurrences' : tooManyDays ? 'tooManyDaysIn12Months' : null;
}

describe('egenmelding: the rolling twelve months, against a day-by-day brute force', () => {
  it.each([
    ['law', LAW_EGENMELDING],
    ['extended', egenmeldingLimits('extended')],
  ] as const)(
    '%s',
    (_name, limits) => {
      fc.assert(
        fc.property(fc.array(egenmelding, { maxLength: 8 }), egenmelding, (existing, candidate) => {
          expect(brokenEgenmeldingRule(candidate, existing, limits, '2020-01-01')).toBe(
            bruteForce(candidate, existing, limits),
          );
        }),
        { seed: 20261126, numRuns: 200 },
      );
    },
    60_000,
  );
});
