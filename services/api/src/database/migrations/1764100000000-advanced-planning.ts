import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Advanced holiday planning (issue 12): birth year (60+ week), transfers between years, the
 * organisation's transfer limit and summer-request deadline, team minimum staffing, calendar feeds,
 * and a revision number on vacation requests (iCalendar SEQUENCE).
 */
export class AdvancedPlanning1764100000000 implements MigrationInterface {
  name = 'AdvancedPlanning1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE membership ADD COLUMN birth_year smallint NULL
        CONSTRAINT ck_membership_birth_year CHECK (birth_year BETWEEN 1900 AND 2100)`);
    await queryRunner.query(`
      ALTER TABLE organization
        ADD COLUMN transfer_limit smallint NOT NULL DEFAULT 10
          CONSTRAINT ck_organization_transfer_limit CHECK (transfer_limit BETWEEN 0 AND 25),
        ADD COLUMN summer_request_deadline char(5) NULL
          CONSTRAINT ck_organization_summer_deadline CHECK (summer_request_deadline ~ '^[0-1][0-9]-[0-3][0-9]$')`);
    await queryRunner.query(`
      ALTER TABLE team ADD COLUMN minimum_staffing smallint NULL
        CONSTRAINT ck_team_minimum_staffing CHECK (minimum_staffing BETWEEN 1 AND 1000)`);

    // Days moved from one year into the next (ferieloven § 7 (3)); at most one row per member and year.
    await queryRunner.query(`
      CREATE TABLE vacation_transfer (
        membership_id uuid NOT NULL REFERENCES membership(id) ON DELETE CASCADE,
        from_year smallint NOT NULL,
        organization_id uuid NOT NULL REFERENCES organization(id) ON DELETE CASCADE,
        days smallint NOT NULL CONSTRAINT ck_vacation_transfer_days CHECK (days BETWEEN 1 AND 25),
        decided_by_uid varchar(128) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (membership_id, from_year)
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_vacation_transfer_organization ON vacation_transfer (organization_id, from_year)`,
    );

    // Secret iCalendar URLs: only the SHA-256 of the token is kept. One feed per member, scope and team.
    await queryRunner.query(`
      CREATE TABLE calendar_feed (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organization(id) ON DELETE CASCADE,
        membership_id uuid NOT NULL REFERENCES membership(id) ON DELETE CASCADE,
        scope varchar(20) NOT NULL CONSTRAINT ck_calendar_feed_scope CHECK (scope IN ('member', 'organization', 'team')),
        team_id uuid NULL REFERENCES team(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL CONSTRAINT uq_calendar_feed_token UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ck_calendar_feed_team CHECK ((scope = 'team') = (team_id IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_calendar_feed_owner_scope ON calendar_feed (membership_id, scope, coalesce(team_id, '00000000-0000-0000-0000-000000000000'::uuid))`,
    );

    // iCalendar SEQUENCE: bumped by the database on every change a calendar shows, whoever writes it.
    await queryRunner.query(`ALTER TABLE vacation_request ADD COLUMN revision int NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      CREATE FUNCTION vacation_request_bump_revision() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (NEW.start_date, NEW.end_date, NEW.status, NEW.description)
           IS DISTINCT FROM (OLD.start_date, OLD.end_date, OLD.status, OLD.description) THEN
          NEW.revision := OLD.revision + 1;
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER tr_vacation_request_revision BEFORE UPDATE ON vacation_request
      FOR EACH ROW EXECUTE FUNCTION vacation_request_bump_revision()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS tr_vacation_request_revision ON vacation_request`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS vacation_request_bump_revision()`);
    await queryRunner.query(`ALTER TABLE vacation_request DROP COLUMN IF EXISTS revision`);
    await queryRunner.query(`DROP TABLE IF EXISTS calendar_feed`);
    await queryRunner.query(`DROP TABLE IF EXISTS vacation_transfer`);
    await queryRunner.query(`ALTER TABLE team DROP COLUMN IF EXISTS minimum_staffing`);
    await queryRunner.query(
      `ALTER TABLE organization DROP COLUMN IF EXISTS summer_request_deadline, DROP COLUMN IF EXISTS transfer_limit`,
    );
    await queryRunner.query(`ALTER TABLE membership DROP COLUMN IF EXISTS birth_year`);
  }
}
