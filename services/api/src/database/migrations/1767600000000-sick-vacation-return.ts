import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 25, syk i ferien (ferieloven § 9 (1)): a person's claim to get back the ferie days a sykmelding
// covered, and an admin's decision. On approval the ferie request itself is cut around the days (so
// every count of ferie sees them back); this table keeps the claim and its state.
//
// sick_request_id     the sykmelding; ON DELETE CASCADE: the claim is health data and goes with the
//                     sykmelding (the retention job, a withdrawn registration)
// vacation_request_id the ferie claimed; SET NULL when every day of it came back (the row is deleted)
// start_date/end_date the ferie's days the sykmelding covers; days: the ferie days in them at the claim
// One open (Pending or Approved) claim per sykmelding and ferie: a double claim is refused by the index
// too, not only by the service's check.
export class SickVacationReturn1767600000000 implements MigrationInterface {
  name = 'SickVacationReturn1767600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sick_vacation_return (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organization(id) ON DELETE CASCADE,
        membership_id uuid NOT NULL REFERENCES membership(id) ON DELETE CASCADE,
        sick_request_id uuid NOT NULL REFERENCES vacation_request(id) ON DELETE CASCADE,
        vacation_request_id uuid NULL REFERENCES vacation_request(id) ON DELETE SET NULL,
        start_date date NOT NULL,
        end_date date NOT NULL,
        days numeric(6, 2) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'Pending'
          CONSTRAINT ck_sick_vacation_return_status CHECK (status IN ('Pending', 'Approved', 'Rejected')),
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz NULL,
        decided_by_membership_id uuid NULL REFERENCES membership(id) ON DELETE SET NULL,
        CONSTRAINT ck_sick_vacation_return_dates CHECK (end_date >= start_date)
      )`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX ux_sick_vacation_return_open ON sick_vacation_return (sick_request_id, vacation_request_id)
        WHERE status IN ('Pending', 'Approved')`);
    await queryRunner.query(
      `CREATE INDEX ix_sick_vacation_return_organization ON sick_vacation_return (organization_id, status)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_sick_vacation_return_membership ON sick_vacation_return (membership_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_sick_vacation_return_vacation ON sick_vacation_return (vacation_request_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS sick_vacation_return');
  }
}
