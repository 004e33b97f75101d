import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 25 (first half): the organisation's egenmelding scheme (folketrygdloven § 8-24 or the extended
// IA scheme with its day numbers), and an index for reading a person's and an organisation's sick
// absences (egenmelding limits, arbeidsgiverperiode). No diagnosis, note or attachment has a column.
export class SickLeave1767000000000 implements MigrationInterface {
  name = 'SickLeave1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sick_leave_setting (
        organization_id uuid PRIMARY KEY REFERENCES organization(id) ON DELETE CASCADE,
        scheme text NOT NULL CONSTRAINT ck_sick_leave_setting_scheme CHECK (scheme IN ('law', 'extended')),
        extended_days_per_occurrence smallint NOT NULL DEFAULT 8
          CONSTRAINT ck_sick_leave_setting_days_per_occurrence CHECK (extended_days_per_occurrence BETWEEN 1 AND 8),
        extended_days_in_12_months smallint NOT NULL DEFAULT 24
          CONSTRAINT ck_sick_leave_setting_days_in_12_months CHECK (extended_days_in_12_months BETWEEN 1 AND 24),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE INDEX ix_vacation_request_sick ON vacation_request (organization_id, membership_id, start_date)
        WHERE kind IN ('Egenmelding', 'Sykmelding')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX ix_vacation_request_sick');
    await queryRunner.query('DROP TABLE sick_leave_setting');
  }
}
