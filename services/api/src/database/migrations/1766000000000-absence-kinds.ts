import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 24: every kind of absence. A request gets its kind (default Ferie: every existing row and every
// spec client's request) and the optional half days, hours per day and percentage; organisations
// choose their kinds; Avspasering draws from an hour bank; a normal day has a length in hours.
const KINDS = [
  'Ferie',
  'Avspasering',
  'Velferdspermisjon',
  'PermisjonUtenLonn',
  'Foreldrepermisjon',
  'Annet',
  'Egenmelding',
  'Sykmelding',
  'SyktBarn',
];
const KIND_CHECK = `CHECK (kind IN (${KINDS.map((kind) => `'${kind}'`).join(', ')}))`;

export class AbsenceKinds1766000000000 implements MigrationInterface {
  name = 'AbsenceKinds1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE vacation_request
        ADD COLUMN kind text NOT NULL DEFAULT 'Ferie' CONSTRAINT ck_vacation_request_kind ${KIND_CHECK},
        ADD COLUMN half_day_start boolean NULL,
        ADD COLUMN half_day_end boolean NULL,
        ADD COLUMN hours numeric(5, 2) NULL CONSTRAINT ck_vacation_request_hours CHECK (hours > 0 AND hours <= 24),
        ADD COLUMN percentage smallint NULL CONSTRAINT ck_vacation_request_percentage CHECK (percentage BETWEEN 1 AND 100)`);
    await queryRunner.query(`
      CREATE TABLE absence_kind_setting (
        organization_id uuid NOT NULL REFERENCES organization(id) ON DELETE CASCADE,
        kind text NOT NULL CONSTRAINT ck_absence_kind_setting_kind ${KIND_CHECK},
        enabled boolean NOT NULL,
        needs_approval boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (organization_id, kind)
      )`);
    await queryRunner.query(`
      CREATE TABLE hour_bank_entry (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organization(id) ON DELETE CASCADE,
        membership_id uuid NOT NULL REFERENCES membership(id) ON DELETE CASCADE,
        hours numeric(7, 2) NOT NULL CONSTRAINT ck_hour_bank_entry_hours CHECK (hours <> 0),
        date date NOT NULL,
        note text NULL,
        created_by uuid NULL REFERENCES membership(id) ON DELETE SET NULL,
        request_id uuid NULL REFERENCES vacation_request(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX ix_hour_bank_entry_membership ON hour_bank_entry (membership_id, date DESC, created_at DESC)',
    );
    // An approved request draws its hours once.
    await queryRunner.query(
      'CREATE UNIQUE INDEX ux_hour_bank_entry_request ON hour_bank_entry (request_id) WHERE request_id IS NOT NULL',
    );
    await queryRunner.query(`
      ALTER TABLE organization ADD COLUMN normal_day_hours numeric(4, 2) NOT NULL DEFAULT 7.5
        CONSTRAINT ck_organization_normal_day_hours CHECK (normal_day_hours BETWEEN 1 AND 24)`);
    await queryRunner.query(`
      ALTER TABLE membership ADD COLUMN normal_day_hours numeric(4, 2) NULL
        CONSTRAINT ck_membership_normal_day_hours CHECK (normal_day_hours BETWEEN 1 AND 24)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE membership DROP COLUMN normal_day_hours');
    await queryRunner.query('ALTER TABLE organization DROP COLUMN normal_day_hours');
    await queryRunner.query('DROP TABLE hour_bank_entry');
    await queryRunner.query('DROP TABLE absence_kind_setting');
    await queryRunner.query(`
      ALTER TABLE vacation_request DROP COLUMN kind, DROP COLUMN half_day_start, DROP COLUMN half_day_end,
        DROP COLUMN hours, DROP COLUMN percentage`);
  }
}
