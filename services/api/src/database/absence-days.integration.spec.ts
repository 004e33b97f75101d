import fc from 'fast-check';
import { addDays, toIsoDate } from '@ferieplan/holidays';
import { absenceDays, type IsoWeekday } from '@ferieplan/vacation-rules';
import { describe, expect, it } from 'vitest';
import { useDatabaseClient } from '../test/database-client.js';
import { absenceDaysHolidays } from './absence-days.js';

// The SQL function absence_days (migration 1765700000300) against absenceDays of
// @ferieplan/vacation-rules, the TypeScript definition, on real PostgreSQL: whatever the period
// (any day of 1950-2200, short, long or reversed) and whatever the work pattern, the counts are equal.
// The periods go a thousand to a statement (unnest), so thousands of them cost a few queries.

const FIRST_YEAR = 1950;
const LAST_YEAR = 2200;
const SEED = 20_261_126;
const PERIODS = 5000;
const PERIODS_PER_QUERY = 1000;

const EPOCH = new Date(FIRST_YEAR, 0, 1);
const DAYS = Math.round((new Date(LAST_YEAR, 11, 31).getTime() - EPOCH.getTime()) / 86_400_000);
const isoDay = (n: number) => toIsoDate(addDays(EPOCH, n));

/** Mostly the periods people ask for (up to two months), some of up to two years, a few of up to 250 years. */
const length = fc.oneof(
  { weight: 70, arbitrary: fc.integer({ min: -3, max: 60 }) },
  { weight: 28, arbitrary: fc.integer({ min: -400, max: 800 }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: DAYS }) },
);
const period = fc
  .record({
    start: fc.integer({ min: 0, max: DAYS }),
    length,
    // null: absence_days' default (Monday-Friday); 31 also reaches it, as a value known only at run time.
    weekdays: fc.oneof(fc.constant(null), fc.constant(31), fc.integer({ min: 0, max: 127 })),
  })
  .map(({ start, length, weekdays }) => ({
    startDate: isoDay(start),
    endDate: isoDay(Math.min(DAYS, Math.max(0, start + length))),
    weekdays,
  }));
type Sample = { startDate: string; endDate: string; weekdays: number | null };

const weekdaysOfMask = (mask: number) =>
  ([1, 2, 3, 4, 5, 6, 7] as const).filter((day) => mask & (1 << (day - 1))) as IsoWeekday[];

const typescriptCount = ({ startDate, endDate, weekdays }: Sample) =>
  absenceDays({ startDate, endDate }, weekdays === null ? undefined : { weekdays: weekdaysOfMask(weekdays) });

const COUNT_SQL = `
  SELECT CASE WHEN p.weekdays IS NULL THEN absence_days(p.first_day, p.last_day, $4)
              ELSE absence_days(p.first_day, p.last_day, $4, p.weekdays) END AS days
    FROM unnest($1::date[], $2::date[], $3::int[]) WITH ORDINALITY AS p(first_day, last_day, weekdays, i)
   ORDER BY p.i`;

describe('absence_days (SQL) = absenceDays (TypeScript)', () => {
  const client = useDatabaseClient();
  const holidays = absenceDaysHolidays(
    Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i),
  );

  const sqlCounts = async (samples: readonly Sample[]): Promise<number[]> => {
    const { rows } = await client().query<{ days: number }>(COUNT_SQL, [
      samples.map((s) => s.startDate),
      samples.map((s) => s.endDate),
      samples.map((s) => s.weekdays),
      holidays,
    ]);
    return rows.map((row) => row.days);
  };

  it(`counts ${PERIODS} periods of ${FIRST_YEAR}-${LAST_YEAR} alike (fast-check seed ${SEED})`, async () => {
    const samples = fc.sample(period, { seed: SEED, numRuns: PERIODS });
    const disagreements = [];
    for (let i = 0; i < samples.length; i += PERIODS_PER_QUERY) {
      const batch = samples.slice(i, i + PERIODS_PER_QUERY);
      const counted = await sqlCounts(batch);
      for (const [j, sample] of batch.entries()) {
        const typescript = typescriptCount(sample);
        if (counted[j] !== typescript) disagreements.push({ ...sample, sql: counted[j], typescript });
      }
    }
    expect({ disagreements: disagreements.length, first: disagreements.slice(0, 5) }).toEqual({
      disagreements: 0,
      first: [],
    });
  });

  it('agrees on the days the old copies got wrong: before 2000, across New Year and around Easter', async () => {
    const samples: Sample[] = [
      { startDate: '1999-12-27', endDate: '2000-01-09', weekdays: null },
      { startDate: '1950-01-01', endDate: '1950-01-31', weekdays: null },
      { startDate: '1998-12-28', endDate: '1999-01-03', weekdays: null },
      { startDate: '1950-04-06', endDate: '1950-04-10', weekdays: 127 },
      { startDate: '2026-03-30', endDate: '2026-04-07', weekdays: null },
      { startDate: '2200-12-25', endDate: '2200-12-31', weekdays: 96 },
      { startDate: '2026-06-05', endDate: '2026-06-01', weekdays: null },
    ];
    expect(await sqlCounts(samples)).toEqual(samples.map(typescriptCount));
    expect(await sqlCounts(samples.slice(0, 2))).toEqual([10, 22]);
  });

  it('is inlined: no call of absence_days is left in the plan, also in a generic plan', async () => {
    const plan = async (sql: string) =>
      (await client().query<{ 'QUERY PLAN': string }>(sql)).rows.map((row) => row['QUERY PLAN']).join('\n');
    await client().query(`PREPARE absence_days_plan(date, date, int[], int) AS
      SELECT absence_days(d::date, $2, $3), absence_days(d::date, $2, $3, $4) FROM generate_series($1, $2, interval '1 day') AS s(d)`);
    await client().query('SET plan_cache_mode = force_generic_plan');
    const generic = await plan(
      `EXPLAIN VERBOSE EXECUTE absence_days_plan('2026-01-01', '2026-12-31', '{}', 31)`,
    );
    await client().query('RESET plan_cache_mode');
    expect(generic).toContain('width_bucket');
    expect(generic).not.toContain('absence_days');
  });
});
