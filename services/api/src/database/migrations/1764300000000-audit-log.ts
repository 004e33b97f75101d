import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log (issue 13), append-only.
 *
 * audit_entry holds what happened: ids (the acting and the concerned person's Firebase uid and
 * membership), the kind, the target and non-personal facts (dates, team names, plans). No foreign keys:
 * the log outlives the members, teams, requests and invitations it describes. A trigger refuses every
 * UPDATE, DELETE and TRUNCATE, whoever sends it.
 *
 * audit_entry_person holds the personal snapshots of an entry (names and e-mail addresses at the time),
 * one row per entry. Deleting an account (issue 17) pseudonymises it: its names and addresses are set to
 * NULL while the entries stay. Its trigger allows exactly that (a value may only become NULL) and
 * refuses everything else.
 */
export class AuditLog1764300000000 implements MigrationInterface {
  name = 'AuditLog1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit_entry (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        organization_id uuid NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        kind varchar(40) NOT NULL,
        actor_uid varchar(128) NULL,
        actor_membership_id uuid NULL,
        subject_uid varchar(128) NULL,
        subject_membership_id uuid NULL,
        target_id uuid NULL,
        details jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    // The Logg view: newest first, optionally one category or one person (as actor or subject).
    await queryRunner.query(
      `CREATE INDEX ix_audit_entry_organization ON audit_entry (organization_id, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_audit_entry_category ON audit_entry (organization_id, (split_part(kind, '.', 1)), id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_audit_entry_actor ON audit_entry (organization_id, actor_membership_id, id DESC) WHERE actor_membership_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_audit_entry_subject ON audit_entry (organization_id, subject_membership_id, id DESC) WHERE subject_membership_id IS NOT NULL`,
    );
    // A request's history; pseudonymising a person by uid.
    await queryRunner.query(
      `CREATE INDEX ix_audit_entry_target ON audit_entry (target_id) WHERE target_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_audit_entry_actor_uid ON audit_entry (actor_uid) WHERE actor_uid IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_audit_entry_subject_uid ON audit_entry (subject_uid) WHERE subject_uid IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE audit_entry_person (
        entry_id bigint PRIMARY KEY REFERENCES audit_entry(id),
        actor_name varchar(200) NULL,
        actor_email varchar(320) NULL,
        subject_name varchar(200) NULL,
        subject_email varchar(320) NULL,
        subject_previous_name varchar(200) NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_audit_entry_person_subject_email ON audit_entry_person (lower(subject_email))`,
    );

    await queryRunner.query(`
      CREATE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'The audit log is append-only: % on % refused', TG_OP, TG_TABLE_NAME;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER tr_audit_entry_append_only BEFORE UPDATE OR DELETE ON audit_entry
      FOR EACH ROW EXECUTE FUNCTION audit_refuse_change()`);
    await queryRunner.query(`
      CREATE TRIGGER tr_audit_entry_no_truncate BEFORE TRUNCATE ON audit_entry
      FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change()`);

    await queryRunner.query(`
      CREATE FUNCTION audit_person_only_erase() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.entry_id IS DISTINCT FROM OLD.entry_id
           OR (NEW.actor_name IS DISTINCT FROM OLD.actor_name AND NEW.actor_name IS NOT NULL)
           OR (NEW.actor_email IS DISTINCT FROM OLD.actor_email AND NEW.actor_email IS NOT NULL)
           OR (NEW.subject_name IS DISTINCT FROM OLD.subject_name AND NEW.subject_name IS NOT NULL)
           OR (NEW.subject_email IS DISTINCT FROM OLD.subject_email AND NEW.subject_email IS NOT NULL)
           OR (NEW.subject_previous_name IS DISTINCT FROM OLD.subject_previous_name AND NEW.subject_previous_name IS NOT NULL)
        THEN
          RAISE EXCEPTION 'The audit log is append-only: personal data may only be erased';
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER tr_audit_entry_person_only_erase BEFORE UPDATE ON audit_entry_person
      FOR EACH ROW EXECUTE FUNCTION audit_person_only_erase()`);
    await queryRunner.query(`
      CREATE TRIGGER tr_audit_entry_person_no_delete BEFORE DELETE ON audit_entry_person
      FOR EACH ROW EXECUTE FUNCTION audit_refuse_change()`);
    await queryRunner.query(`
      CREATE TRIGGER tr_audit_entry_person_no_truncate BEFORE TRUNCATE ON audit_entry_person
      FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS audit_entry_person`);
    await queryRunner.query(`DROP TABLE IF EXISTS audit_entry`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS audit_person_only_erase()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS audit_refuse_change()`);
  }
}
