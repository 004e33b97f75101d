import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The employee list's total (X-Total-Count: the organisation's members, or one team's) as an
 * index-only scan. Without it the count read each member's row for its team_id: at 10,000 members
 * 9,773 buffers and 17 of the page's 27 ms, growing with the organisation (npm run bench:scale, issue 28).
 */
export class MembershipTeamCountIndex1767500000000 implements MigrationInterface {
  name = 'MembershipTeamCountIndex1767500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS ix_membership_organization_team ON membership (organization_id, team_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS ix_membership_organization_team`);
  }
}
