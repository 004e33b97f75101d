import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Creates every table of the team conventions (organization, team, membership, invitation, vacation_request). */
export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE organization (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL,
        orgnr varchar(9) NULL CONSTRAINT uq_organization_orgnr UNIQUE,
        plan varchar(20) NOT NULL DEFAULT 'Starter',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE team (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organization(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_team_organization_name ON team (organization_id, lower(name))`,
    );
    await queryRunner.query(`
      CREATE TABLE membership (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organization(id) ON DELETE CASCADE,
        user_uid varchar(128) NOT NULL,
        name varchar(200) NOT NULL,
        email varchar(320) NOT NULL,
        is_admin boolean NOT NULL DEFAULT false,
        yearly_days int NOT NULL DEFAULT 25 CONSTRAINT ck_membership_yearly_days CHECK (yearly_days BETWEEN 0 AND 100),
        team_id uuid NULL REFERENCES team(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_membership_organization_user UNIQUE (organization_id, user_uid)
      )`);
    await queryRunner.query(`
      CREATE TABLE invitation (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organization(id) ON DELETE CASCADE,
        email varchar(320) NOT NULL,
        token varchar(32) NOT NULL CONSTRAINT uq_invitation_token UNIQUE,
        is_admin boolean NOT NULL DEFAULT false,
        status varchar(20) NOT NULL DEFAULT 'Pending',
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        accepted_at timestamptz NULL,
        invited_by_uid varchar(128) NULL
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_invitation_pending_email ON invitation (organization_id, lower(email)) WHERE status = 'Pending'`,
    );
    await queryRunner.query(`
      CREATE TABLE vacation_request (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organization(id) ON DELETE CASCADE,
        membership_id uuid NOT NULL REFERENCES membership(id) ON DELETE CASCADE,
        start_date date NOT NULL,
        end_date date NOT NULL,
        description varchar(500) NULL,
        status varchar(20) NOT NULL DEFAULT 'Pending',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NULL,
        approved_at timestamptz NULL,
        decided_by_uid varchar(128) NULL,
        CONSTRAINT ck_vacation_request_dates CHECK (end_date >= start_date)
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_vacation_request_organization_start ON vacation_request (organization_id, start_date)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_vacation_request_membership ON vacation_request (membership_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['vacation_request', 'invitation', 'membership', 'team', 'organization']) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
