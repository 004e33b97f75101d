import fc from 'fast-check';
import { addDays, toIsoDate } from '@ferieplan/holidays';
import { absenceCost } from '@ferieplan/vacation-rules';
import { describe, expect, it } from 'vitest';
import { absenceLoadRequest, absenceWeight } from '../test/absence-load-arbitrary.js';
import { useDatabaseClient } from '../test/database-client.js';
import { absenceDaysHolidays } from './absence-days.js';

// absence_load_days and absence_base_load (migration 1766000000100) against absenceCost of
// @ferieplan/vacation-rules: whatever the request (half days, hours, percentage) and whatever the
// window it is clipped to (a year, over New Year), SQL and TypeScript cost the same days.

const SEED = 20_261_127;
const REQUESTS = 3000;
const EPOCH = new Date(2020, 0, 1);
const DAYS = 365 * 10;
const isoDay = (n: number) => toIsoDate(addDays(EPOCH, n));

const sample = fc
  .record({
    start: fc.integer({ min: 0, max: DAYS }),
    length: fc.integer({ min: 0, max: 60 }),
    halfDayStart: fc.boolean(),
    halfDayEnd: fc.boolean(),
    weight: absenceWeight,
    normalDayHours: fc.constantFrom(7.5, 8, 6),
  })
  .map(({ start, length, normalDayHours, ...drawn }) => {
    const request = absenceLoadRequest({
      startDate: isoDay(start),
      endDate: isoDay(start + length),
      ...drawn,
    });
    const year = Number(request.startDate.slice(0, 4));
    return { request, normalDayHours, from: `${year}-01-01`, to: `${year}-12-31` };
  });

const COST_SQL = `
  SELECT absence_load_days(greatest(p.s, p.wf), least(p.e, p.wt), $10, p.s, p.e, p.hs, p.he,
                           absence_base_load(p.h, p.pc, p.nd))::float8 AS days
    FROM unnest($1::date[], $2::date[], $3::boolean[], $4::boolean[], $5::numeric[], $6::int[], $7::numeric[],
                $8::date[], $9::date[]) WITH ORDINALITY AS p(s, e, hs, he, h, pc, nd, wf, wt, i)
   ORDER BY p.i`;

describe('absence_load_days (SQL) = absenceCost (TypeScript)', () => {
  const db = useDatabaseClient();
  const holidays = absenceDaysHolidays(Array.from({ length: 12 }, (_, i) => 2020 + i));

  it(`costs ${REQUESTS} requests in their start year alike (fast-check seed ${SEED})`, async () => {
    const samples = fc.sample(sample, { seed: SEED, numRuns: REQUESTS });
    const { rows } = await db().query<{ days: number }>(COST_SQL, [
      samples.map((s) => s.request.startDate),
      samples.map((s) => s.request.endDate),
      samples.map((s) => s.request.halfDayStart ?? null),
      samples.map((s) => s.request.halfDayEnd ?? null),
      samples.map((s) => s.request.hours ?? null),
      samples.map((s) => s.request.percentage ?? null),
      samples.map((s) => s.normalDayHours),
      samples.map((s) => s.from),
      samples.map((s) => s.to),
      holidays,
    ]);
    const disagreements = samples
      .map((s, i) => ({ ...s, sql: rows[i].days, typescript: absenceCost(s.request, s.normalDayHours, s) }))
      .filter((s) => Math.abs(s.sql - s.typescript) > 1e-9);
    expect({ disagreements: disagreements.length, first: disagreements.slice(0, 3) }).toEqual({
      disagreements: 0,
      first: [],
    });
  });
});
