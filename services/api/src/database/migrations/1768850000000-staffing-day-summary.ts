import type { MigrationInterface, QueryRunner } from 'typeorm';

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

/** The sick kinds (SICK_ABSENCE_KINDS of @ferieplan/vacation-rules; the summary spec checks they agree). */
const SICK_KINDS = `'Egenmelding', 'Sykmelding', 'SyktBarn'`;

/**
 * The days (organization_id, scope, day, grp) each member of `affected` (membership_id, lo, hi: one row a
 * member) is counted on within [lo, hi], from the approved requests `requests` and the membership rows
 * `members` (admins are not counted); `orgDay` is the organisation's normal day (o = its row).
 */
const memberDays = (requests: string, members: string, orgDay = 'o.normal_day_hours') => `
  SELECT d.organization_id, s.scope, d.day, d.grp
  FROM (
    SELECT w.organization_id, w.team_id, w.membership_id, g.grp, w.first_day + i AS day
    FROM (
      SELECT vr.organization_id, m.team_id, vr.membership_id, vr.kind, vr.start_date, vr.end_date,
             vr.half_day_start, vr.half_day_end,
             absence_base_load(vr.hours, vr.percentage, coalesce(m.normal_day_hours, ${orgDay})) AS base,
             greatest(vr.start_date, a.lo) AS first_day, least(vr.end_date, a.hi) AS last_day
      FROM (${requests}) vr
      JOIN affected a ON a.membership_id = vr.membership_id
      JOIN (${members}) m ON m.id = vr.membership_id AND NOT m.is_admin
      JOIN organization o ON o.id = vr.organization_id
      WHERE vr.status = 'Approved' AND vr.end_date >= a.lo AND vr.start_date <= a.hi
    ) w
    CROSS JOIN LATERAL (VALUES ('*'), (w.kind),
                               (CASE WHEN w.kind IN (${SICK_KINDS}) THEN '~sick' END)) AS g(grp)
    CROSS JOIN LATERAL generate_series(0, w.last_day - w.first_day) AS i
    WHERE g.grp IS NOT NULL
    -- A member is away on a day in a group when one request of it weighs at least half a day, or its
    -- lighter requests' loads that day (half a day at a half-day end) add up to half a day (issue 24).
    GROUP BY w.organization_id, w.team_id, w.membership_id, g.grp, w.first_day + i
    HAVING bool_or(w.base >= 0.5)
        OR sum(CASE WHEN w.base >= 0.5 THEN 0
                    WHEN (w.half_day_start IS TRUE AND w.first_day + i = w.start_date)
                      OR (w.half_day_end IS TRUE AND w.first_day + i = w.end_date) THEN 0.5
                    ELSE w.base END) >= 0.5 - 1e-9
  ) d
  CROSS JOIN LATERAL (VALUES (d.organization_id), (d.team_id)) AS s(scope)
  WHERE s.scope IS NOT NULL`;

const MEMBERSHIP = 'SELECT * FROM membership';
/** The requests of the affected members as they are now. */
const CURRENT_REQUESTS = `SELECT * FROM vacation_request WHERE membership_id IN (SELECT membership_id FROM affected)`;
/** ... and as they were before the statement: its new rows taken out, its old rows put back. */
const requestsBefore = ({ added, removed }: { added?: string; removed?: string }) =>
  (added ? `${CURRENT_REQUESTS} AND id NOT IN (SELECT id FROM ${added})` : CURRENT_REQUESTS) +
  (removed ? ` UNION ALL SELECT * FROM ${removed}` : '');

interface Delta {
  /** SELECT membership_id, lo, hi (several rows a member allowed): the members and days that may change. */
  affected: string;
  before: { requests: string; members: string; orgDay?: string };
  /** Absent: the members count nowhere after the statement (deleted). */
  after?: { requests: string; members: string };
}

/**
 * The statements of a trigger function applying `delta`: lock the affected members, count their days
 * before and after, add the difference to staffing_day in key order, and delete the rows left at 0
 * (the read counts only the rows there are).
 */
const applyDelta = ({ affected, before, after }: Delta) => `
  SELECT array_agg(membership_id), array_agg(lo), array_agg(hi)
    INTO v_members, v_lo, v_hi
    FROM (SELECT membership_id, min(lo) AS lo, max(hi) AS hi FROM (${affected}) a GROUP BY membership_id) per_member;
  IF v_members IS NOT NULL THEN
    -- Each statement below then sees what the other writers of these members committed.
    PERFORM 1 FROM membership WHERE id = ANY (v_members) ORDER BY id FOR NO KEY UPDATE;

    WITH affected AS (SELECT * FROM unnest(v_members, v_lo, v_hi) AS a(membership_id, lo, hi)),
    delta AS (
      SELECT organization_id, scope, day, grp, sum(n)::int AS n
      FROM (SELECT *, -1 AS n FROM (${memberDays(before.requests, before.members, before.orgDay)}) was
            ${after ? `UNION ALL SELECT *, 1 FROM (${memberDays(after.requests, after.members)}) is_now` : ''}) counted
      GROUP BY organization_id, scope, day, grp
      HAVING sum(n) <> 0
    ),
    applied AS (
      INSERT INTO staffing_day AS s (organization_id, scope, day, grp, members)
      SELECT * FROM delta ORDER BY organization_id, scope, day, grp
      ON CONFLICT (organization_id, scope, day, grp) DO UPDATE SET members = s.members + excluded.members
      RETURNING s.*
    )
    SELECT array_agg(organization_id), array_agg(scope), array_agg(day), array_agg(grp)
      INTO v_orgs, v_scopes, v_days, v_grps
      FROM applied WHERE members = 0;

    IF v_orgs IS NOT NULL THEN
      DELETE FROM staffing_day s USING unnest(v_orgs, v_scopes, v_days, v_grps) AS z(organization_id, scope, day, grp)
       WHERE (s.organization_id, s.scope, s.day, s.grp) = (z.organization_id, z.scope, z.day, z.grp)
         AND s.members = 0;
    END IF;
  END IF;`;

const deltaFunction = (name: string, delta: Delta, returns = 'NULL', guard = '') => `
CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_members uuid[]; v_lo date[]; v_hi date[];
  v_orgs uuid[]; v_scopes uuid[]; v_days date[]; v_grps text[];
BEGIN
  ${guard}
  ${applyDelta(delta)}
  RETURN ${returns};
END $$`;

/** The members and days of the approved requests `rows`. */
const approvedDays = (rows: string) =>
  `SELECT membership_id, start_date AS lo, end_date AS hi FROM ${rows} r WHERE status = 'Approved'`;

// An update changes the days of a request only when one of the columns the month is counted from changes.
const CHANGED_REQUESTS = `(SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
   WHERE (o.status, o.start_date, o.end_date, o.kind, o.hours, o.percentage, o.half_day_start, o.half_day_end,
          o.membership_id, o.organization_id)
         IS DISTINCT FROM
         (n.status, n.start_date, n.end_date, n.kind, n.hours, n.percentage, n.half_day_start, n.half_day_end,
          n.membership_id, n.organization_id))`;
const CHANGED_REQUESTS_NEW = CHANGED_REQUESTS.replace('SELECT o.*', 'SELECT n.*');

/** Any day of the member's. */
const ALL_DAYS = `'-infinity'::date AS lo, 'infinity'::date AS hi`;

const REQUESTS_INSERTED: Delta = {
  affected: approvedDays('new_rows'),
  before: { requests: requestsBefore({ added: 'new_rows' }), members: MEMBERSHIP },
  after: { requests: CURRENT_REQUESTS, members: MEMBERSHIP },
};
const REQUESTS_UPDATED: Delta = {
  affected: `${approvedDays(CHANGED_REQUESTS)} UNION ALL ${approvedDays(CHANGED_REQUESTS_NEW)}`,
  before: { requests: requestsBefore({ added: 'new_rows', removed: 'old_rows' }), members: MEMBERSHIP },
  after: { requests: CURRENT_REQUESTS, members: MEMBERSHIP },
};
// A deleted member's requests go after their membership row (ON DELETE CASCADE): they are found in no
// membership, so count nowhere before or after; the member's own trigger took their days away.
const REQUESTS_DELETED: Delta = {
  affected: approvedDays('old_rows'),
  before: { requests: requestsBefore({ removed: 'old_rows' }), members: MEMBERSHIP },
  after: { requests: CURRENT_REQUESTS, members: MEMBERSHIP },
};
// A member's team, admin flag or normal day: all their days, in their teams and organisation.
const MEMBERS_UPDATED: Delta = {
  affected: `SELECT o.id AS membership_id, ${ALL_DAYS} FROM old_members o JOIN new_members n ON n.id = o.id
    WHERE (o.team_id, o.is_admin, o.normal_day_hours, o.organization_id)
          IS DISTINCT FROM (n.team_id, n.is_admin, n.normal_day_hours, n.organization_id)`,
  before: { requests: CURRENT_REQUESTS, members: 'SELECT * FROM old_members' },
  after: { requests: CURRENT_REQUESTS, members: MEMBERSHIP },
};
// Before the membership row goes (a row trigger: its requests are still there to count).
const MEMBER_DELETED: Delta = {
  affected: `SELECT OLD.id AS membership_id, ${ALL_DAYS}`,
  before: { requests: CURRENT_REQUESTS, members: MEMBERSHIP },
};
// The organisation's normal day weighs the hours of the members without their own.
const ORGANIZATION_DAY_CHANGED: Delta = {
  affected: `SELECT DISTINCT m.id AS membership_id, ${ALL_DAYS} FROM membership m
    JOIN vacation_request vr ON vr.membership_id = m.id AND vr.status = 'Approved' AND vr.hours IS NOT NULL
    WHERE m.organization_id = NEW.id AND m.normal_day_hours IS NULL`,
  before: { requests: CURRENT_REQUESTS, members: MEMBERSHIP, orgDay: 'OLD.normal_day_hours' },
  after: { requests: CURRENT_REQUESTS, members: MEMBERSHIP },
};

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
    await queryRunner.query(deltaFunction('staffing_day_requests_inserted', REQUESTS_INSERTED));
    await queryRunner.query(deltaFunction('staffing_day_requests_updated', REQUESTS_UPDATED));
    await queryRunner.query(deltaFunction('staffing_day_requests_deleted', REQUESTS_DELETED));
    await queryRunner.query(deltaFunction('staffing_day_members_updated', MEMBERS_UPDATED));
    // An organisation deleted takes its members with it: nothing to count, its rows go below.
    await queryRunner.query(
      deltaFunction(
        'staffing_day_members_deleted',
        MEMBER_DELETED,
        'OLD',
        'IF NOT EXISTS (SELECT 1 FROM organization WHERE id = OLD.organization_id) THEN RETURN OLD; END IF;',
      ),
    );
    await queryRunner.query(deltaFunction('staffing_day_organization_day', ORGANIZATION_DAY_CHANGED));
    await queryRunner.query(`
      CREATE FUNCTION staffing_day_organization_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM staffing_day WHERE organization_id = OLD.id;
        RETURN NULL;
      END $$`);

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
    await queryRunner.query(`
      INSERT INTO staffing_day (organization_id, scope, day, grp, members)
      WITH affected AS (SELECT id AS membership_id, ${ALL_DAYS} FROM membership)
      SELECT organization_id, scope, day, grp, count(*)
        FROM (${memberDays('SELECT * FROM vacation_request', MEMBERSHIP)}) counted
       GROUP BY organization_id, scope, day, grp`);
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
