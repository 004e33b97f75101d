import type { MigrationInterface, QueryRunner } from 'typeorm';

// The SQL twin of absenceCost (@ferieplan/vacation-rules, absence-request.ts): what a request of any
// kind costs in days inside [first_day, last_day]. It weighs the days absence_days counts (never a second
// count): absence_days * base load, less half a day for each half-day end inside the window that
// counts. absence_base_load is the base load: hours / normal day (at most 1), percentage / 100, else 1.
// Held equal to absenceCost by src/database/absence-load.integration.spec.ts.
const ABSENCE_BASE_LOAD = `
CREATE OR REPLACE FUNCTION absence_base_load(hours numeric, percentage int, normal_day_hours numeric)
RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT CASE WHEN hours IS NOT NULL THEN least(1, hours / normal_day_hours)
            WHEN percentage IS NOT NULL THEN percentage / 100.0
            ELSE 1 END
$$`;

const ABSENCE_LOAD_DAYS = `
CREATE OR REPLACE FUNCTION absence_load_days(
  first_day date, last_day date, holidays int[],
  request_start date, request_end date, half_start boolean, half_end boolean, base numeric)
RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT absence_days(first_day, last_day, holidays) * base
  - CASE WHEN half_start IS TRUE AND request_start BETWEEN first_day AND last_day
              AND absence_days(request_start, request_start, holidays) = 1
         THEN base - 0.5 ELSE 0 END
  - CASE WHEN half_end IS TRUE AND request_end BETWEEN first_day AND last_day
              AND NOT (half_start IS TRUE AND request_end = request_start)
              AND absence_days(request_end, request_end, holidays) = 1
         THEN base - 0.5 ELSE 0 END
$$`;

export class AbsenceLoad1766000000100 implements MigrationInterface {
  name = 'AbsenceLoad1766000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(ABSENCE_BASE_LOAD);
    await queryRunner.query(ABSENCE_LOAD_DAYS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP FUNCTION IF EXISTS absence_load_days(date, date, int[], date, date, boolean, boolean, numeric)',
    );
    await queryRunner.query('DROP FUNCTION IF EXISTS absence_base_load(numeric, int, numeric)');
  }
}
