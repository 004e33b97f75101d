import fc from 'fast-check';
import { addDays, toIsoDate } from '@ferieplan/holidays';
import { isAwayOn } from '@ferieplan/vacation-rules';
import { describe, expect, it } from 'vitest';
import { absenceLoadRequest, absenceWeight } from '../test/absence-load-arbitrary.js';
import { useDatabaseClient } from '../test/database-client.js';
import { AWAY_PERIODS_CTES } from './away-per-day.sql.js';

// AWAY_PERIODS_CTES (who is away when, summed over a member's absences) against isAwayOn of
// @ferieplan/vacation-rules: for random members with 1-4 approved absences of any weight (whole days,
// half-day ends, hours, percentages) in a window, SQL and TypeScript find them away on the same days.

const SEED = 20_261_126;
const MEMBERS = 400;
const WINDOW_DAYS = 21;
const EPOCH = new Date(2026, 0, 1);
const isoDay = (n: number) => toIsoDate(addDays(EPOCH, n));

const absence = fc
  .record({
    start: fc.integer({ min: -3, max: WINDOW_DAYS }),
    length: fc.integer({ min: 0, max: 6 }),
    halfDayStart: fc.boolean(),
    halfDayEnd: fc.boolean(),
    weight: absenceWeight,
  })
  .map(({ start, length, ...drawn }) =>
    absenceLoadRequest({ startDate: isoDay(start), endDate: isoDay(start + length), ...drawn }),
  );

const member = fc.record({
  requests: fc.array(absence, { minLength: 1, maxLength: 4 }),
  normalDayHours: fc.constantFrom(7.5, 8, 6),
});

const AWAY_SQL = `
WITH weighed AS (
  SELECT p.m AS membership_id, p.s AS start_date, p.e AS end_date, p.hs AS half_day_start, p.he AS half_day_end,
         absence_base_load(p.h, p.pc, p.nd) AS base,
         greatest(p.s, $8::date) AS first_day, least(p.e, $9::date) AS last_day
    FROM unnest($1::text[], $2::date[], $3::date[], $4::boolean[], $5::boolean[], $6::numeric[], $7::int[],
                $10::numeric[]) AS p(m, s, e, hs, he, h, pc, nd)
   WHERE p.e >= $8::date AND p.s <= $9::date
),
${AWAY_PERIODS_CTES}
SELECT DISTINCT membership_id || '|' || to_char(first_day + o, 'YYYY-MM-DD') AS "memberDay"
  FROM approved CROSS JOIN LATERAL generate_series(0, last_day - first_day) AS o`;

describe('AWAY_PERIODS_CTES (SQL) = isAwayOn (TypeScript)', () => {
  const db = useDatabaseClient();

  it(`finds ${MEMBERS} members away on the same days (fast-check seed ${SEED})`, async () => {
    const members = fc.sample(member, { seed: SEED, numRuns: MEMBERS });
    const rows = members.flatMap(({ requests, normalDayHours }, i) =>
      requests.map((request) => ({ id: `m${i}`, request, normalDayHours })),
    );
    const [from, to] = [isoDay(0), isoDay(WINDOW_DAYS - 1)];
    const { rows: away } = await db().query<{ memberDay: string }>(AWAY_SQL, [
      rows.map((r) => r.id),
      rows.map((r) => r.request.startDate),
      rows.map((r) => r.request.endDate),
      rows.map((r) => r.request.halfDayStart ?? null),
      rows.map((r) => r.request.halfDayEnd ?? null),
      rows.map((r) => r.request.hours ?? null),
      rows.map((r) => r.request.percentage ?? null),
      from,
      to,
      rows.map((r) => r.normalDayHours),
    ]);
    const expected = members.flatMap(({ requests, normalDayHours }, i) =>
      Array.from({ length: WINDOW_DAYS }, (_, day) => isoDay(day))
        .filter((date) => isAwayOn(requests, date, normalDayHours))
        .map((date) => `m${i}|${date}`),
    );
    expect(away.map((row) => row.memberDay).sort()).toEqual(expected.sort());
    // The sample holds member-days that only the sum makes away (what a per-request rule missed).
    const bySumOnly = members.flatMap(({ requests, normalDayHours }) =>
      Array.from({ length: WINDOW_DAYS }, (_, day) => isoDay(day)).filter(
        (date) =>
          isAwayOn(requests, date, normalDayHours) &&
          !requests.some((request) => isAwayOn([request], date, normalDayHours)),
      ),
    );
    expect(bySumOnly.length).toBeGreaterThan(0);
  });
});
