import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 25. Sykt barn: what the person declares about their children (folketrygdloven § 9-6), per
// membership, since the employer is who counts the days. Retention: the nightly job deletes sick
// records by their last day; the partial index keeps that a short range scan of sick rows only.
export class SickCare1767000000100 implements MigrationInterface {
  name = 'SickCare1767000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE membership
        ADD COLUMN children_under_12 int NULL CHECK (children_under_12 BETWEEN 0 AND 20),
        ADD COLUMN sole_care boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      CREATE INDEX ix_vacation_request_sick_end ON vacation_request (end_date)
       WHERE kind IN ('Egenmelding', 'Sykmelding', 'SyktBarn')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX ix_vacation_request_sick_end');
    await queryRunner.query('ALTER TABLE membership DROP COLUMN children_under_12, DROP COLUMN sole_care');
  }
}
