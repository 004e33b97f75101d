import type { MigrationInterface, QueryRunner } from 'typeorm';

// Lønnseksport (issue 27): each member's employee number (unique in the organisation), each kind's pay
// code, and the periods marked 'Eksportert til lønn' (a request inside one changes only after an admin
// reopens it, which deletes the row; the audit log keeps the history).
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

export class PayrollExport1767300000000 implements MigrationInterface {
  name = 'PayrollExport1767300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE membership ADD COLUMN employee_number varchar(10) NULL
        CONSTRAINT ck_membership_employee_number CHECK (employee_number ~ '^[0-9]{1,10}$')`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX ux_membership_employee_number ON membership (organization_id, employee_number) WHERE employee_number IS NOT NULL',
    );
    await queryRunner.query(`
      CREATE TABLE payroll_pay_code (
        organization_id uuid NOT NULL REFERENCES organization(id) ON DELETE CASCADE,
        kind text NOT NULL CONSTRAINT ck_payroll_pay_code_kind CHECK (kind IN (${KINDS.map((kind) => `'${kind}'`).join(', ')})),
        pay_code varchar(10) NOT NULL CONSTRAINT ck_payroll_pay_code_code CHECK (pay_code ~ '^[A-Za-z0-9]{1,10}$'),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (organization_id, kind)
      )`);
    await queryRunner.query(`
      CREATE TABLE payroll_period (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organization(id) ON DELETE CASCADE,
        from_date date NOT NULL,
        to_date date NOT NULL,
        exported_at timestamptz NOT NULL DEFAULT now(),
        exported_by uuid NULL REFERENCES membership(id) ON DELETE SET NULL,
        CONSTRAINT ck_payroll_period_dates CHECK (to_date >= from_date)
      )`);
    await queryRunner.query(
      'CREATE INDEX ix_payroll_period_organization ON payroll_period (organization_id, from_date)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payroll_period');
    await queryRunner.query('DROP TABLE payroll_pay_code');
    await queryRunner.query('DROP INDEX ux_membership_employee_number');
    await queryRunner.query('ALTER TABLE membership DROP COLUMN employee_number');
  }
}
