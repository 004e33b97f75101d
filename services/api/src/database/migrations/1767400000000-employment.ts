import type { MigrationInterface, QueryRunner } from 'typeorm';
import { AbsenceLoad1766000000100 } from './1766000000100-absence-load.js';

// Issue 26: employment dates and part-time work patterns.
//
// membership.employed_from / employed_until  'Ansatt fra' / 'Ansatt til' (both optional)
// employment_start(membership)               THE first day of employment for questions of seniority (e.g. two
//                                            months' employment): employed_from, else the day the membership was
//                                            created (Oslo time). Use it as employment_start(m); TypeScript reads
//                                            it as Membership.employmentStart. (Balances and refusals count only
//                                            a set 'Ansatt fra': employmentOf in @ferieplan/vacation-rules.)
// organization.full_first_year_vacation      'Full ferie i tiltredelsesåret' (ferieloven § 5 (1) gives one week
//                                            to a start after 30 September unless the organisation gives more)
// work_pattern                               the member's working weekdays (mask, bit 0 = Monday) from a date;
//                                            none: Monday–Friday
// vacation_request.weekdays                  the pattern the request is counted with, stamped when it is
//                                            submitted and re-stamped for requests starting on or after a
//                                            pattern change: earlier absences keep what they cost, and every
//                                            count stays ONE call absence_days(..., vr.weekdays) without a join.
// absence_load_days                          gains the weekdays argument (default 31) and passes it on.
const ABSENCE_LOAD_DAYS = `
CREATE FUNCTION absence_load_days(
  first_day date, last_day date, holidays int[],
  request_start date, request_end date, half_start boolean, half_end boolean, base numeric,
  weekdays int DEFAULT 31)
RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT absence_days(first_day, last_day, holidays, weekdays) * base
  - CASE WHEN half_start IS TRUE AND request_start BETWEEN first_day AND last_day
              AND absence_days(request_start, request_start, holidays, weekdays) = 1
         THEN base - 0.5 ELSE 0 END
  - CASE WHEN half_end IS TRUE AND request_end BETWEEN first_day AND last_day
              AND NOT (half_start IS TRUE AND request_end = request_start)
              AND absence_days(request_end, request_end, holidays, weekdays) = 1
         THEN base - 0.5 ELSE 0 END
$$`;

export class Employment1767400000000 implements MigrationInterface {
  name = 'Employment1767400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE membership
        ADD COLUMN employed_from date NULL,
        ADD COLUMN employed_until date NULL,
        ADD CONSTRAINT ck_membership_employment
          CHECK (employed_from IS NULL OR employed_until IS NULL OR employed_until >= employed_from)`);
    await queryRunner.query(`
      CREATE FUNCTION employment_start(m membership) RETURNS date LANGUAGE sql STABLE PARALLEL SAFE AS $$
        SELECT coalesce(m.employed_from, (m.created_at AT TIME ZONE 'Europe/Oslo')::date)
      $$`);
    await queryRunner.query(
      `ALTER TABLE organization ADD COLUMN full_first_year_vacation boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`
      CREATE TABLE work_pattern (
        membership_id uuid NOT NULL REFERENCES membership(id) ON DELETE CASCADE,
        valid_from date NOT NULL,
        weekdays smallint NOT NULL CONSTRAINT ck_work_pattern_weekdays CHECK (weekdays BETWEEN 1 AND 127),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (membership_id, valid_from)
      )`);
    await queryRunner.query(`
      ALTER TABLE vacation_request ADD COLUMN weekdays smallint NOT NULL DEFAULT 31
        CONSTRAINT ck_vacation_request_weekdays CHECK (weekdays BETWEEN 1 AND 127)`);
    await queryRunner.query(
      'DROP FUNCTION absence_load_days(date, date, int[], date, date, boolean, boolean, numeric)',
    );
    await queryRunner.query(ABSENCE_LOAD_DAYS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP FUNCTION IF EXISTS absence_load_days(date, date, int[], date, date, boolean, boolean, numeric, int)',
    );
    // The eight-argument function as it was.
    await new AbsenceLoad1766000000100().up(queryRunner);
    await queryRunner.query('ALTER TABLE vacation_request DROP COLUMN IF EXISTS weekdays');
    await queryRunner.query('DROP TABLE IF EXISTS work_pattern');
    await queryRunner.query('ALTER TABLE organization DROP COLUMN IF EXISTS full_first_year_vacation');
    await queryRunner.query('DROP FUNCTION IF EXISTS employment_start(membership)');
    await queryRunner.query(
      'ALTER TABLE membership DROP CONSTRAINT IF EXISTS ck_membership_employment, DROP COLUMN IF EXISTS employed_from, DROP COLUMN IF EXISTS employed_until',
    );
  }
}
