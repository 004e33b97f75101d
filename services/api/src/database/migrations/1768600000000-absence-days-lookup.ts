import type { MigrationInterface, QueryRunner } from 'typeorm';
import { AbsenceDays1765700000300 } from './1765700000300-absence-days.js';

// Issue 28 (npm run bench:scale): absence_days, still THE SQL definition of the days a period spends (migration
// 1765700000300 explains the day numbers and the holiday keys, which are unchanged), counts the working
// weekdays before a day number with a constant lookup table instead of building two 7-element arrays
// per call: ARRAY[...] over a column `weekdays` is constructed anew for every row (about 2.6 µs each on
// the benchmark), and the reports call absence_days for every absence of the year (50,000 at 10,000
// members): 9 µs a call before, about 3 µs after. Same results (absence-days.integration.spec.ts holds it
// equal to absenceDays of @ferieplan/vacation-rules), same signature, still one inlinable expression.
//
// WEEKDAYS_BEFORE[weekdays * 8 + k + 1] (1-based) is the number of working weekdays among the first k
// days of a week (k = 0 .. 7; bit 0 = Monday) for every mask 0 .. 127 (work_pattern and vacation_request
// check 1 .. 127): k = 7 is a whole week.
const WEEKDAYS_BEFORE = Array.from({ length: 128 * 8 }, (_, i) => {
  const [mask, k] = [Math.floor(i / 8), i % 8];
  let count = 0;
  for (let day = 0; day < k; day++) count += (mask >> day) & 1;
  return count;
});
const TABLE = `('{${WEEKDAYS_BEFORE.join(',')}}'::int[])`;
const DAY_NUMBER = (date: string) => `(${date} - DATE '0001-01-01')`;
const KEY_BLOCK = 4194304;

/** Working weekdays among the days numbered 0 .. n-1 (n >= 0): whole weeks, then the days of the last one. */
const workingWeekdaysBefore = (n: string) =>
  `(${n} / 7 * ${TABLE}[weekdays * 8 + 8] + ${TABLE}[weekdays * 8 + ${n} % 7 + 1])`;

/** Holidays with a key in block `block` (0: Monday-Friday, 1-7: ISO weekday) inside the period. */
const holidaysIn = (block: number) => {
  const at = (date: string, shift: number) =>
    block * KEY_BLOCK + shift === 0 ? DAY_NUMBER(date) : `${block * KEY_BLOCK + shift} + ${DAY_NUMBER(date)}`;
  return `(width_bucket(${at('last_day', 0)}, holidays) - width_bucket(${at('first_day', -1)}, holidays))`;
};

const ABSENCE_DAYS = `
CREATE OR REPLACE FUNCTION absence_days(first_day date, last_day date, holidays int[], weekdays int DEFAULT 31)
RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT CASE WHEN first_day > last_day THEN 0 ELSE
    ${workingWeekdaysBefore(`(${DAY_NUMBER('last_day')} + 1)`)}
  - ${workingWeekdaysBefore(DAY_NUMBER('first_day'))}
  - CASE WHEN weekdays = 31 THEN ${holidaysIn(0)}
    ELSE ${Array.from(
      { length: 7 },
      (_, i) => `CASE WHEN weekdays >> ${i} & 1 = 1 THEN ${holidaysIn(i + 1)} ELSE 0 END`,
    ).join('\n       + ')}
    END
END
$$`;

export class AbsenceDaysLookup1768600000000 implements MigrationInterface {
  name = 'AbsenceDaysLookup1768600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(ABSENCE_DAYS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The former body (CREATE OR REPLACE).
    await new AbsenceDays1765700000300().up(queryRunner);
  }
}
