import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 28 (npm run bench:scale, 10,000 members): the staffing month and the reports read a month's or a
// year's absences of one organisation as index-only scans, every column they weigh an absence with in
// the index, instead of one heap visit per absence (4,446 buffers for the staffing month's 4,279 rows).
//   ix_vacation_request_staffing  (approved; the staffing month, the busiest days) gains the columns
//                                 the loads and kinds are computed from
//   ix_vacation_request_report    the reports' year of one kind, every status (used and planned days)
const WEIGHT_COLUMNS = 'membership_id, kind, hours, percentage, half_day_start, half_day_end, weekdays';

export class CoveringAbsenceIndexes1768000000000 implements MigrationInterface {
  name = 'CoveringAbsenceIndexes1768000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS ix_vacation_request_staffing`);
    await queryRunner.query(
      `CREATE INDEX ix_vacation_request_staffing
         ON vacation_request (organization_id, end_date, start_date) INCLUDE (${WEIGHT_COLUMNS})
         WHERE status = 'Approved'`,
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS ix_vacation_request_report
         ON vacation_request (organization_id, kind, end_date, start_date) INCLUDE (${WEIGHT_COLUMNS}, status)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS ix_vacation_request_report`);
    await queryRunner.query(`DROP INDEX IF EXISTS ix_vacation_request_staffing`);
    await queryRunner.query(
      `CREATE INDEX ix_vacation_request_staffing
         ON vacation_request (organization_id, end_date, start_date) INCLUDE (membership_id)
         WHERE status = 'Approved'`,
    );
  }
}
