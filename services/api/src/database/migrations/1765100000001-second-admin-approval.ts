import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17: 'Krev godkjenning fra en annen administrator'. NULL = automatic (on while the organisation
 * has two or more admins), true/false = the admin's explicit choice.
 */
export class SecondAdminApproval1765100000001 implements MigrationInterface {
  name = 'SecondAdminApproval1765100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE organization ADD COLUMN require_second_admin boolean NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE organization DROP COLUMN require_second_admin`);
  }
}
