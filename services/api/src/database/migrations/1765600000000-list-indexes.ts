import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes in the order of the organisation's long lists, so a page reads its rows and stops:
 * - requests by status (the admin's default view: pending requests of a year, by start date); its
 *   count (X-Total-Count) is an index-only range scan;
 * - requests by start date with the list's tie-breakers (every status), replacing the index on
 *   (organization_id, start_date) it extends;
 * - members by name (the employee list and its pages).
 */
export class ListIndexes1765600000000 implements MigrationInterface {
  name = 'ListIndexes1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS ix_vacation_request_organization_status_start
         ON vacation_request (organization_id, status, start_date, created_at, id)`,
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS ix_vacation_request_organization_start_order
         ON vacation_request (organization_id, start_date, created_at, id)`,
    );
    await queryRunner.query(`DROP INDEX IF EXISTS ix_vacation_request_organization_start`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS ix_membership_organization_name ON membership (organization_id, name, created_at, id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS ix_membership_organization_name`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS ix_vacation_request_organization_start ON vacation_request (organization_id, start_date)`,
    );
    await queryRunner.query(`DROP INDEX IF EXISTS ix_vacation_request_organization_start_order`);
    await queryRunner.query(`DROP INDEX IF EXISTS ix_vacation_request_organization_status_start`);
  }
}
