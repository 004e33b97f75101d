import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 26, 'Importer ansatte': what an import says about a person who is only invited so far. The
// acceptance makes it the new member's (name, team, yearly days, 'Ansatt fra', birth year, work pattern);
// a re-import compares against it, so the same file changes nothing and sends no second mail.
export class EmployeeImport1767700000000 implements MigrationInterface {
  name = 'EmployeeImport1767700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE invitation_import (
        invitation_id uuid PRIMARY KEY REFERENCES invitation(id) ON DELETE CASCADE,
        name text NOT NULL,
        team_id uuid NULL REFERENCES team(id) ON DELETE SET NULL,
        yearly_days int NULL CONSTRAINT ck_invitation_import_yearly_days CHECK (yearly_days BETWEEN 0 AND 100),
        employed_from date NULL,
        birth_year int NULL,
        weekdays smallint NULL CONSTRAINT ck_invitation_import_weekdays CHECK (weekdays BETWEEN 1 AND 127)
      )`);
    // Deleting a team looks up the rows that point at it.
    await queryRunner.query(
      'CREATE INDEX ix_invitation_import_team ON invitation_import (team_id) WHERE team_id IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS invitation_import');
  }
}
