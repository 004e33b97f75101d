import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Look-ups by person across organisations: memberships by Firebase uid (/Organizations/my and /joined,
 * /VacationRequests/my, every access check) and invitations by e-mail (/UserInvitations/mine).
 * The unique (organization_id, user_uid) index cannot serve a uid-only search.
 */
export class PersonLookupIndexes1763900000000 implements MigrationInterface {
  name = 'PersonLookupIndexes1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS ix_membership_user_uid ON membership (user_uid)`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS ix_invitation_email ON invitation (lower(email))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS ix_invitation_email`);
    await queryRunner.query(`DROP INDEX IF EXISTS ix_membership_user_uid`);
  }
}
