import type { MigrationInterface, QueryRunner } from 'typeorm';
import { STAFFING_DAY_FILL, STAFFING_DAY_FUNCTIONS } from './staffing-day-triggers.sql.js';

// Issue 28 (npm run bench:scale): the staffing month of a 10,000-member organisation read and merged its
// ~4,200 approved requests on every call (15 ms against 1 ms for 20 members). staffing_day holds the
// answer per day instead: how many non-admin members are away, of the whole organisation (scope = its
// id) and of each team (scope = the team's id), in each group:
//   '*'       away at all (the loads of all their approved absences that day reach half a day)
//   <kind>    away with that kind (its loads reach half a day)
//   '~sick'   away with the sick kinds taken together (what a viewer who may not see them is shown)
// Only days with someone away have a row. Triggers keep it exact in the transaction of every write
// that changes it: a request inserted, updated or deleted; a member's team, admin flag or normal day
// changed, or the member deleted; the organisation's normal day changed; the organisation deleted.
//
// A write costs what the affected members' own requests cost, not the organisation (recounting a
// 10,000-member organisation's days took 0.25-1.5 s per write): each trigger takes the members its
// statement changed, counts their days (per scope, group) as they were before it (from the transition
// tables) and as they are now, and adds the difference to staffing_day. A member counts once a day
// however many requests overlap, so their days are counted from all their requests of those days.
// Concurrency: the trigger locks the members' membership rows (FOR NO KEY UPDATE, in id order; a
// member's own update or delete holds it already), so two writers of one member wait for each other and
// the second then counts from the first one's committed rows; FK checks (KEY SHARE) are not blocked.
// Writers of different members only meet on the staffing_day rows both change, which the upsert locks
// in key order. A row lock rather than an advisory one: a transaction that writes a member's request
// and then the member, against one doing the reverse, waits instead of deadlocking.
// staffing-month-fast-path.integration.spec.ts holds it equal to the month computed from the requests,
// after random writes; staffing-day-concurrency.integration.spec.ts the concurrent writers.

export class StaffingDaySummary1768850000000 implements MigrationInterface {
  name = 'StaffingDaySummary1768850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE staffing_day (
        organization_id uuid NOT NULL,
        scope uuid NOT NULL,
        day date NOT NULL,
        grp text NOT NULL,
        members integer NOT NULL,
        PRIMARY KEY (organization_id, scope, day, grp)
      )`);
    // The functions as 1768870000000 made them scale (the first bodies did not): the same counts.
    for (const statement of STAFFING_DAY_FUNCTIONS) await queryRunner.query(statement);

    await queryRunner.query(`
      CREATE TRIGGER tr_staffing_day_requests_inserted AFTER INSERT ON vacation_request
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION staffing_day_requests_inserted()`);
    await queryRunner.query(`
      CREATE TRIGGER tr_staffing_day_requests_updated AFTER UPDATE ON vacation_request
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION staffing_day_requests_updated()`);
    await queryRunner.query(`
      CREATE TRIGGER tr_staffing_day_requests_deleted AFTER DELETE ON vacation_request
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION staffing_day_requests_deleted()`);
    await queryRunner.query(`
      CREATE TRIGGER tr_staffing_day_members_updated AFTER UPDATE ON membership
      REFERENCING OLD TABLE AS old_members NEW TABLE AS new_members
      FOR EACH STATEMENT EXECUTE FUNCTION staffing_day_members_updated()`);
    await queryRunner.query(`
      CREATE TRIGGER tr_staffing_day_members_deleted BEFORE DELETE ON membership
      FOR EACH ROW EXECUTE FUNCTION staffing_day_members_deleted()`);
    await queryRunner.query(`
      CREATE TRIGGER tr_staffing_day_organization_day AFTER UPDATE OF normal_day_hours ON organization
      FOR EACH ROW WHEN (OLD.normal_day_hours IS DISTINCT FROM NEW.normal_day_hours)
      EXECUTE FUNCTION staffing_day_organization_day()`);
    // Named after the RI_ triggers, so it runs after the cascades (whose triggers count nothing: the
    // organisation is gone).
    await queryRunner.query(`
      CREATE TRIGGER tr_staffing_day_organization_deleted AFTER DELETE ON organization
      FOR EACH ROW EXECUTE FUNCTION staffing_day_organization_deleted()`);

    // Every day with an approved request counted once, as the triggers will from now on.
    await queryRunner.query(STAFFING_DAY_FILL);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS tr_staffing_day_organization_deleted ON organization`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS tr_staffing_day_organization_day ON organization`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS tr_staffing_day_members_deleted ON membership`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS tr_staffing_day_members_updated ON membership`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS tr_staffing_day_requests_deleted ON vacation_request`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS tr_staffing_day_requests_updated ON vacation_request`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS tr_staffing_day_requests_inserted ON vacation_request`);
    for (const name of [
      'staffing_day_organization_deleted',
      'staffing_day_organization_day',
      'staffing_day_members_deleted',
      'staffing_day_members_updated',
      'staffing_day_requests_deleted',
      'staffing_day_requests_updated',
      'staffing_day_requests_inserted',
    ]) {
      await queryRunner.query(`DROP FUNCTION IF EXISTS ${name}()`);
    }
    await queryRunner.query(`DROP TABLE IF EXISTS staffing_day`);
  }
}
