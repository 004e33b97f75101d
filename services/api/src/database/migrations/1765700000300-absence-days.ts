import type { MigrationInterface, QueryRunner } from 'typeorm';

// absence_days(first_day, last_day, holidays, weekdays): THE SQL definition of the days a period spends,
// the twin of absenceDays in @ferieplan/vacation-rules (held equal to it by
// src/database/absence-days.integration.spec.ts). Every query that counts days calls it.
//
//   first_day, last_day  the period, both inclusive (0 when last_day < first_day)
//   holidays             the public holidays of the years the period touches, encoded by
//                        absenceDaysHolidays() (src/database/absence-days.ts): sorted int keys
//   weekdays             the working weekdays as a bit mask, bit 0 = Monday ... bit 6 = Sunday;
//                        default 31 = Monday-Friday (weekdayMask in @ferieplan/vacation-rules)
//
// Day numbers n count from Monday 1 January of year 1, so every date of our era has n >= 0 and
// integer / and % (which truncate towards zero) are floor division. (The copies this replaces anchored
// at 2000 and counted wrongly before it.) The working weekdays before day n are its whole weeks times
// the working weekdays of a week, plus the working weekdays among the first n % 7 days of a week.
// A holiday on ISO weekday d has the key d * 4194304 + n (2^22 > n of 9999-12-31); a holiday on
// Monday-Friday also has the key n, so that the five-day week needs two lookups instead of ten.
// width_bucket(k, keys) is the number of keys <= k, so the holidays of a weekday inside the period
// are two binary searches in the array.
//
// The body is ONE expression (no FROM, no sub-select) and the function is IMMUTABLE and not STRICT:
// PostgreSQL inlines it into the calling query, also into a prepared statement's generic plan, and
// folds everything that depends on a constant `weekdays` (the default) into constants.
const DAY_NUMBER = (date: string) => `(${date} - DATE '0001-01-01')`;
const KEY_BLOCK = 4194304;

/** The sum of bits 0 .. count-1 of `weekdays`: the working weekdays among the first `count` days of a week. */
const workingWeekdaysOf = (count: number) =>
  count === 0 ? '0' : Array.from({ length: count }, (_, i) => `(weekdays >> ${i} & 1)`).join(' + ');

/** Working weekdays among the days numbered 0 .. n-1 (n >= 0). */
const workingWeekdaysBefore = (n: string) =>
  `(${n} / 7 * (${workingWeekdaysOf(7)})
       + (ARRAY[${Array.from({ length: 7 }, (_, i) => workingWeekdaysOf(i)).join(', ')}])[${n} % 7 + 1])`;

/** The key of day `date` + `shift` in block `block`. */
const key = (block: number, date: string, shift = 0) =>
  block * KEY_BLOCK + shift === 0 ? DAY_NUMBER(date) : `${block * KEY_BLOCK + shift} + ${DAY_NUMBER(date)}`;

/** Holidays with a key in block `block` (0: Monday-Friday, 1-7: ISO weekday) inside the period. */
const holidaysIn = (block: number) =>
  `(width_bucket(${key(block, 'last_day')}, holidays) - width_bucket(${key(block, 'first_day', -1)}, holidays))`;

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

export class AbsenceDays1765700000300 implements MigrationInterface {
  name = 'AbsenceDays1765700000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(ABSENCE_DAYS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION IF EXISTS absence_days(date, date, int[], int)');
  }
}
