import fc from 'fast-check';
import { addDays, toIsoDate } from '@ferieplan/holidays';
import { absenceCost } from '@ferieplan/vacation-rules';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { absenceDaysHolidays } from '../database/absence-days.js';

// Issue 26: part-time counting in SQL (absence_load_days with the request's weekdays, migration
// 1767400000000) against TypeScript (absenceCost of a request carrying `weekdays`): every work pattern,
// half-day ends, and windows that clip the request (a year, a month), including leap years.

const SEED = 20_261_126;
const RUNS = 3000;
const FIRST = new Date(2023, 0, 1);

const patternedRequest = fc
  .record({
    offset: fc.integer({ min: 0, max: 365 * 6 }),
    length: fc.integer({ min: 0, max: 45 }),
    weekdays: fc.integer({ min: 1, max: 127 }),
    halfDayStart: fc.boolean(),
    halfDayEnd: fc.boolean(),
    clipFrom: fc.integer({ min: -10, max: 30 }),
    clipLength: fc.integer({ min: 0, max: 60 }),
  })
  .map((r) => {
    const day = (n: number) => toIsoDate(addDays(FIRST, n));
    return {
      request: {
        startDate: day(r.offset),
        endDate: day(r.offset + r.length),
        weekdays: r.weekdays,
        halfDayStart: r.halfDayStart,
        halfDayEnd: r.halfDayEnd,
      },
      window: { from: day(r.offset + r.clipFrom), to: day(r.offset + r.clipFrom + r.clipLength) },
    };
  });

const PATTERN_COST_SQL = `
  SELECT absence_load_days(greatest(p.s, p.wf), least(p.e, p.wt), $8, p.s, p.e, p.hs, p.he, 1, p.wd)::float8 AS days
    FROM unnest($1::date[], $2::date[], $3::boolean[], $4::boolean[], $5::int[], $6::date[], $7::date[])
         WITH ORDINALITY AS p(s, e, hs, he, wd, wf, wt, i)
   ORDER BY p.i`;

describe('part-time counting: absence_load_days(..., weekdays) (SQL) = absenceCost with weekdays (TypeScript)', () => {
  let db: pg.Client;
  beforeAll(async () => {
    db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
  });

  it(`counts ${RUNS} requests on random patterns alike (fast-check seed ${SEED})`, async () => {
    const samples = fc.sample(patternedRequest, { seed: SEED, numRuns: RUNS });
    const { rows } = await db.query<{ days: number }>(PATTERN_COST_SQL, [
      samples.map((s) => s.request.startDate),
      samples.map((s) => s.request.endDate),
      samples.map((s) => s.request.halfDayStart),
      samples.map((s) => s.request.halfDayEnd),
      samples.map((s) => s.request.weekdays),
      samples.map((s) => s.window.from),
      samples.map((s) => s.window.to),
      absenceDaysHolidays(Array.from({ length: 9 }, (_, i) => 2022 + i)),
    ]);
    const wrong = samples
      .map((s, i) => ({ ...s, sql: rows[i].days, typescript: absenceCost(s.request, 1, s.window) }))
      .filter((s) => Math.abs(s.sql - s.typescript) > 1e-9);
    expect({ wrong: wrong.length, first: wrong.slice(0, 3) }).toEqual({ wrong: 0, first: [] });
  });

  it('a Monday–Friday request of a Monday–Wednesday person costs 3 days in both', async () => {
    const request = { startDate: '2026-11-23', endDate: '2026-11-27', weekdays: 0b111 };
    const { rows } = await db.query<{ days: number }>(
      `SELECT absence_load_days('2026-11-23', '2026-11-27', $1, '2026-11-23', '2026-11-27', false, false, 1, 7)::float8 AS days`,
      [absenceDaysHolidays([2026])],
    );
    expect(rows[0].days).toBe(3);
    expect(absenceCost(request, 7.5)).toBe(3);
  });
});
