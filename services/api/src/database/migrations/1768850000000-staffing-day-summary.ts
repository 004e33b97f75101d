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
// A trigger recomputes the days its change touched (staffing_day_refresh) from the tables as they are
// then, one organisation at a time (an advisory lock, so two transactions cannot each recompute
// without the other's committed change). staffing-month-fast-path.integration.spec.ts holds it equal to
// the month computed from the requests, after random writes.

/** The sick kinds (SICK_ABSENCE_KINDS of @ferieplan/vacation-rules; the summary spec checks they agree). */
const SICK_KINDS = `'Egenmelding', 'Sykmelding', 'SyktBarn'`;

/**
 * The targets of `source` (organization_id, scope, lo, hi; they may overlap) merged into disjoint ranges
 * per organisation and scope (an island of overlapping ranges becomes one), scopes that are null left out.
 */
const merged = (source: string) => `
  SELECT organization_id, scope, min(lo) AS lo, max(hi) AS hi
  FROM (SELECT *, sum(starts) OVER (PARTITION BY organization_id, scope ORDER BY lo, hi) AS island
        FROM (SELECT *, CASE WHEN lo <= max(hi) OVER (PARTITION BY organization_id, scope ORDER BY lo, hi
                                  ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) THEN 0 ELSE 1 END AS starts
              FROM (${source}) targets WHERE scope IS NOT NULL) marked) numbered
  GROUP BY organization_id, scope, island`;

// Recomputes the days [lo, hi] of each (organization, scope), ranges disjoint per organisation and scope
// (merged): the rows of those days are deleted and counted again. EXECUTE: planned for its arrays each
// time (a few ranges after a request's change use the indexes; a bulk load's thousands hash joins).
const REFRESH_FUNCTION = `
CREATE FUNCTION staffing_day_refresh(p_org uuid[], p_scope uuid[], p_lo date[], p_hi date[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- One organisation's days recomputed at a time; each statement below then sees what committed before.
  PERFORM pg_advisory_xact_lock(hashtextextended('staffing_day ' || o, 0))
     FROM (SELECT DISTINCT unnest(p_org)::text AS o ORDER BY 1) orgs;

  EXECUTE $sql$
  DELETE FROM staffing_day d USING unnest($1, $2, $3, $4) AS t(organization_id, scope, lo, hi)
   WHERE d.organization_id = t.organization_id AND d.scope = t.scope AND d.day BETWEEN t.lo AND t.hi
  $sql$ USING p_org, p_scope, p_lo, p_hi;

  EXECUTE $sql$
  INSERT INTO staffing_day (organization_id, scope, day, grp, members)
  WITH target AS (
    SELECT * FROM unnest($1, $2, $3, $4) AS t(organization_id, scope, lo, hi)
  ),
  weighed AS (
    -- The whole organisation: its requests of the days (ix_vacation_request_staffing), admins' left out.
    SELECT t.organization_id, t.scope, vr.membership_id, vr.kind, vr.start_date, vr.end_date,
           vr.half_day_start, vr.half_day_end,
           absence_base_load(vr.hours, vr.percentage, coalesce(m.normal_day_hours, o.normal_day_hours)) AS base,
           greatest(vr.start_date, t.lo) AS first_day, least(vr.end_date, t.hi) AS last_day
    FROM target t
    JOIN organization o ON o.id = t.organization_id
    JOIN vacation_request vr ON vr.organization_id = t.organization_id AND vr.status = 'Approved'
                            AND vr.end_date >= t.lo AND vr.start_date <= t.hi
    JOIN membership m ON m.id = vr.membership_id AND NOT m.is_admin
    WHERE t.scope = t.organization_id
    UNION ALL
    -- One team: its members' requests.
    SELECT t.organization_id, t.scope, vr.membership_id, vr.kind, vr.start_date, vr.end_date,
           vr.half_day_start, vr.half_day_end,
           absence_base_load(vr.hours, vr.percentage, coalesce(m.normal_day_hours, o.normal_day_hours)),
           greatest(vr.start_date, t.lo), least(vr.end_date, t.hi)
    FROM target t
    JOIN organization o ON o.id = t.organization_id
    JOIN membership m ON m.organization_id = t.organization_id AND m.team_id = t.scope AND NOT m.is_admin
    JOIN vacation_request vr ON vr.membership_id = m.id AND vr.status = 'Approved'
                            AND vr.end_date >= t.lo AND vr.start_date <= t.hi
    WHERE t.scope <> t.organization_id
  ),
  member_days AS (
    -- A member is away on a day in a group when one request of it weighs at least half a day, or its
    -- lighter requests' loads that day (half a day at a half-day end) add up to half a day (issue 24).
    SELECT w.organization_id, w.scope, w.membership_id, g.grp, w.first_day + o AS day
    FROM weighed w
    CROSS JOIN LATERAL (VALUES ('*'), (w.kind),
                               (CASE WHEN w.kind IN (${SICK_KINDS}) THEN '~sick' END)) AS g(grp)
    CROSS JOIN LATERAL generate_series(0, w.last_day - w.first_day) AS o
    WHERE g.grp IS NOT NULL
    GROUP BY w.organization_id, w.scope, w.membership_id, g.grp, w.first_day + o
    HAVING bool_or(w.base >= 0.5)
        OR sum(CASE WHEN w.base >= 0.5 THEN 0
                    WHEN (w.half_day_start IS TRUE AND w.first_day + o = w.start_date)
                      OR (w.half_day_end IS TRUE AND w.first_day + o = w.end_date) THEN 0.5
                    ELSE w.base END) >= 0.5 - 1e-9
  )
  SELECT organization_id, scope, day, grp, count(*) FROM member_days GROUP BY organization_id, scope, day, grp
  $sql$ USING p_org, p_scope, p_lo, p_hi;
END $$`;

/** Targets (organization_id, scope, lo, hi) of approved requests `rows` (aliased r): organisation and team. */
const requestTargets = (rows: string) => `
  SELECT r.organization_id, r.organization_id AS scope, r.start_date AS lo, r.end_date AS hi
    FROM ${rows} r WHERE r.status = 'Approved'
  UNION ALL
  SELECT r.organization_id, m.team_id, r.start_date, r.end_date
    FROM ${rows} r JOIN membership m ON m.id = r.membership_id
   WHERE r.status = 'Approved' AND m.team_id IS NOT NULL`;

/** A trigger function that refreshes the targets the SELECT `targets` gives. */
const refreshingFunction = (name: string, targets: string, returns = 'NULL') => `
CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orgs uuid[]; scopes uuid[]; los date[]; his date[];
BEGIN
  SELECT array_agg(organization_id), array_agg(scope), array_agg(lo), array_agg(hi)
    INTO orgs, scopes, los, his
    FROM (${merged(targets)}) ranges;
  IF orgs IS NOT NULL THEN
    PERFORM staffing_day_refresh(orgs, scopes, los, his);
  END IF;
  RETURN ${returns};
END $$`;

// An update changes the days of a request only when one of the columns the month is counted from changes.
const CHANGED_REQUESTS = `(SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
   WHERE (o.status, o.start_date, o.end_date, o.kind, o.hours, o.percentage, o.half_day_start, o.half_day_end,
          o.membership_id, o.organization_id)
         IS DISTINCT FROM
         (n.status, n.start_date, n.end_date, n.kind, n.hours, n.percentage, n.half_day_start, n.half_day_end,
          n.membership_id, n.organization_id))`;
const CHANGED_REQUESTS_NEW = CHANGED_REQUESTS.replace('SELECT o.*', 'SELECT n.*');

// A member's team, admin flag or normal day: the days of their approved requests, in the teams before
// and after, and in the organisation unless only the team changed.
const CHANGED_MEMBERS = `
  WITH changed AS (
    SELECT o.id, o.organization_id, o.team_id AS old_team, n.team_id AS new_team,
           (o.is_admin, o.normal_day_hours) IS DISTINCT FROM (n.is_admin, n.normal_day_hours) AS counted_changed
    FROM old_members o JOIN new_members n ON n.id = o.id
    WHERE (o.team_id, o.is_admin, o.normal_day_hours) IS DISTINCT FROM (n.team_id, n.is_admin, n.normal_day_hours)
  )
  SELECT c.organization_id, s.scope, vr.start_date AS lo, vr.end_date AS hi
  FROM changed c
  JOIN vacation_request vr ON vr.membership_id = c.id AND vr.status = 'Approved'
  CROSS JOIN LATERAL (VALUES (c.old_team), (c.new_team),
                             (CASE WHEN c.counted_changed THEN c.organization_id END)) AS s(scope)`;

// A deleted member's requests went with them (their organisation's days are refreshed by the requests'
// own trigger); their team's days are counted again wherever the team had any.
const DELETED_MEMBERS = `
  SELECT d.organization_id, d.scope, min(d.day) AS lo, max(d.day) AS hi
  FROM staffing_day d
  WHERE (d.organization_id, d.scope) IN (SELECT organization_id, team_id FROM old_members WHERE team_id IS NOT NULL)
  GROUP BY d.organization_id, d.scope`;

// The organisation's normal day weighs the hours of the members without their own.
const CHANGED_ORGANIZATION_DAY = `
  SELECT vr.organization_id, s.scope, vr.start_date AS lo, vr.end_date AS hi
  FROM membership m
  JOIN vacation_request vr ON vr.membership_id = m.id AND vr.status = 'Approved' AND vr.hours IS NOT NULL
  CROSS JOIN LATERAL (VALUES (m.organization_id), (m.team_id)) AS s(scope)
  WHERE m.organization_id = NEW.id AND m.normal_day_hours IS NULL`;

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
    await queryRunner.query(REFRESH_FUNCTION);

    await queryRunner.query(refreshingFunction('staffing_day_requests_inserted', requestTargets('new_rows')));
    await queryRunner.query(
      refreshingFunction(
        'staffing_day_requests_updated',
        `${requestTargets(CHANGED_REQUESTS)} UNION ALL ${requestTargets(CHANGED_REQUESTS_NEW)}`,
      ),
    );
    await queryRunner.query(refreshingFunction('staffing_day_requests_deleted', requestTargets('old_rows')));
    await queryRunner.query(refreshingFunction('staffing_day_members_updated', CHANGED_MEMBERS));
    await queryRunner.query(refreshingFunction('staffing_day_members_deleted', DELETED_MEMBERS));
    await queryRunner.query(refreshingFunction('staffing_day_organization_day', CHANGED_ORGANIZATION_DAY));
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
      CREATE TRIGGER tr_staffing_day_members_deleted AFTER DELETE ON membership
      REFERENCING OLD TABLE AS old_members FOR EACH STATEMENT EXECUTE FUNCTION staffing_day_members_deleted()`);
    await queryRunner.query(`
      CREATE TRIGGER tr_staffing_day_organization_day AFTER UPDATE OF normal_day_hours ON organization
      FOR EACH ROW WHEN (OLD.normal_day_hours IS DISTINCT FROM NEW.normal_day_hours)
      EXECUTE FUNCTION staffing_day_organization_day()`);
    // Named after the RI_ triggers, so it runs after the cascades (whose triggers refresh nothing left).
    await queryRunner.query(`
      CREATE TRIGGER tr_staffing_day_organization_deleted AFTER DELETE ON organization
      FOR EACH ROW EXECUTE FUNCTION staffing_day_organization_deleted()`);

    // Every day with an approved request counted once, as the triggers will from now on.
    await queryRunner.query(`
      SELECT staffing_day_refresh(array_agg(organization_id), array_agg(scope), array_agg(lo), array_agg(hi))
      FROM (${merged(requestTargets('vacation_request'))}) ranges
      HAVING count(*) > 0`);
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
    await queryRunner.query(`DROP FUNCTION IF EXISTS staffing_day_refresh(uuid[], uuid[], date[], date[])`);
    await queryRunner.query(`DROP TABLE IF EXISTS staffing_day`);
  }
}
