import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleting an organisation (issue 17) removes its audit log with it: nobody can read the log of an
 * organisation that is gone, and it holds that organisation's names (teams, renames) and people.
 *
 * The log stays append-only for every organisation that exists: UPDATE, TRUNCATE and the DELETE of an
 * entry whose organisation row is still there are refused as before. Only once the organisation row has
 * been deleted (in the same transaction) may its entries and their personal snapshots be deleted.
 */
export class EraseDeletedOrganizations1765500000000 implements MigrationInterface {
  name = 'EraseDeletedOrganizations1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION audit_delete_only_when_organization_gone() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        org uuid;
      BEGIN
        IF TG_TABLE_NAME = 'audit_entry' THEN
          org := OLD.organization_id;
        ELSE
          SELECT organization_id INTO org FROM audit_entry WHERE id = OLD.entry_id;
        END IF;
        IF EXISTS (SELECT 1 FROM organization WHERE id = org) THEN
          RAISE EXCEPTION 'The audit log is append-only: % on % refused', TG_OP, TG_TABLE_NAME;
        END IF;
        RETURN OLD;
      END $$`);
    await queryRunner.query(`DROP TRIGGER tr_audit_entry_append_only ON audit_entry`);
    await queryRunner.query(`
      CREATE TRIGGER tr_audit_entry_no_update BEFORE UPDATE ON audit_entry
      FOR EACH ROW EXECUTE FUNCTION audit_refuse_change()`);
    await queryRunner.query(`
      CREATE TRIGGER tr_audit_entry_delete_with_organization BEFORE DELETE ON audit_entry
      FOR EACH ROW EXECUTE FUNCTION audit_delete_only_when_organization_gone()`);
    await queryRunner.query(`DROP TRIGGER tr_audit_entry_person_no_delete ON audit_entry_person`);
    await queryRunner.query(`
      CREATE TRIGGER tr_audit_entry_person_delete_with_organization BEFORE DELETE ON audit_entry_person
      FOR EACH ROW EXECUTE FUNCTION audit_delete_only_when_organization_gone()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP TRIGGER tr_audit_entry_person_delete_with_organization ON audit_entry_person`,
    );
    await queryRunner.query(`
      CREATE TRIGGER tr_audit_entry_person_no_delete BEFORE DELETE ON audit_entry_person
      FOR EACH ROW EXECUTE FUNCTION audit_refuse_change()`);
    await queryRunner.query(`DROP TRIGGER tr_audit_entry_delete_with_organization ON audit_entry`);
    await queryRunner.query(`DROP TRIGGER tr_audit_entry_no_update ON audit_entry`);
    await queryRunner.query(`
      CREATE TRIGGER tr_audit_entry_append_only BEFORE UPDATE OR DELETE ON audit_entry
      FOR EACH ROW EXECUTE FUNCTION audit_refuse_change()`);
    await queryRunner.query(`DROP FUNCTION audit_delete_only_when_organization_gone()`);
  }
}
