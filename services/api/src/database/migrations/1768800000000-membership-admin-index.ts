import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 28 (npm run bench:scale): the staffing month leaves the admins' absences out and counts the
// members without them, and found an organisation's admins by reading all its memberships (10,001 rows
// for the 10,000-member organisation). The few admins of an organisation are an index-only lookup here.
export class MembershipAdminIndex1768800000000 implements MigrationInterface {
  name = 'MembershipAdminIndex1768800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS ix_membership_organization_admin ON membership (organization_id) INCLUDE (id) WHERE is_admin`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS ix_membership_organization_admin`);
  }
}
