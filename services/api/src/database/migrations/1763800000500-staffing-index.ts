import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Supports the staffing month query (src/staffing/staffing.sql.ts): approved requests of one
 * organisation that end on/after the grid start and start on/before the grid end. Partial on
 * 'Approved' (the only status the calendar counts); membership_id included for an index-only scan.
 */
export class StaffingIndex1763800000500 implements MigrationInterface {
  name = 'StaffingIndex1763800000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS ix_vacation_request_staffing
         ON vacation_request (organization_id, end_date, start_date) INCLUDE (membership_id)
         WHERE status = 'Approved'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS ix_vacation_request_staffing`);
  }
}
