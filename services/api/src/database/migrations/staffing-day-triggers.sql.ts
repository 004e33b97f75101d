// The staffing_day trigger functions and first fill (what the table holds and why: migration
// 1768850000000), shared by that migration and 1768870000000, which replaced the bodies in databases
// that had the first ones: a fresh `npm run bench:scale` (one INSERT of 2,000,000 requests) did not
// finish in 13 min. Two things grew with the square of a statement's rows:
//  - `id NOT IN (SELECT id FROM new_rows)` is a hashed subplan only while the ids fit in work_mem; past
//    that, every request of the affected members scanned the transition table again. NOT EXISTS is an
//    anti-join (hashed, spilled to disk when large).
//  - plpgsql plans a statement once per session and keeps the plan: one planned for a 1-row statement
//    (transition tables of 1 row: nested loops over them) was used for a 589-row UPDATE too (346,332
//    rows joined and dropped; ~4e10 for 200,000). The statement-level triggers' statements that read
//    the transition tables are therefore EXECUTEd, planned for each statement's own size, when the
//    statement has more than SMALL rows; a smaller one keeps the session's plans (planning the delta
//    statement anew cost a single write 5-15 ms, staffing-day-writes.mjs).
// Unchanged: what they count, the lock of the members' membership rows, the key order of the upsert.
// With these, bench:scale's INSERT of 2,000,000 requests ran 458 s (load 7-20 on 2 cores) and left
// staffing_day equal, row for row, to the first fill's (4,381,152 rows).

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
const CURRENT_REQUESTS = `SELECT cur.* FROM vacation_request cur WHERE cur.membership_id IN (SELECT membership_id FROM affected)`;
/** ... and as they were before the statement: its new rows taken out (an anti-join), its old rows put back. */
const requestsBefore = ({ added, removed }: { added?: string; removed?: string }) =>
  (added
    ? `${CURRENT_REQUESTS} AND NOT EXISTS (SELECT 1 FROM ${added} x WHERE x.id = cur.id)`
    : CURRENT_REQUESTS) + (removed ? ` UNION ALL SELECT * FROM ${removed}` : '');

interface Delta {
  /** SELECT membership_id, lo, hi (several rows a member allowed): the members and days that may change. */
  affected: string;
  before: { requests: string; members: string; orgDay?: string };
  /** Absent: the members count nowhere after the statement (deleted). */
  after?: { requests: string; members: string };
  /** A statement-level trigger's: the transition table whose size decides how its statements are planned. */
  transitionTable?: string;
}

/** Up to this many rows a statement's trigger statements keep their plans (a loop over both is cheap). */
const SMALL = 100;

/**
 * `sql` INTO `into` as a statement of the function (its plan kept for the session); with
 * `transitionTable`, only while v_small, else by EXECUTE with the variables `using` passed as $1, $2, ...
 * (`sql` gets the names to write).
 */
const selectInto = (
  sql: (vars: string[]) => string,
  into: string,
  using: string[],
  transitionTable?: string,
) => {
  const kept = `${sql(using)} INTO ${into};`;
  if (!transitionTable) return kept;
  const passed = using.length ? ` USING ${using.join(', ')}` : '';
  return `IF v_small THEN
    ${kept}
  ELSE
    EXECUTE $sql$${sql(using.map((_, i) => `$${i + 1}`))}$sql$ INTO ${into}${passed};
  END IF;`;
};

/**
 * The statements of a trigger function applying `delta`: lock the affected members, count their days
 * before and after, add the difference to staffing_day in key order, and delete the rows left at 0
 * (the read counts only the rows there are).
 */
const applyDelta = ({ affected, before, after, transitionTable }: Delta) => `
  ${transitionTable ? `SELECT count(*) <= ${SMALL} INTO v_small FROM ${transitionTable};` : ''}
  ${selectInto(
    () => `SELECT array_agg(membership_id), array_agg(lo), array_agg(hi)
    FROM (SELECT membership_id, min(lo) AS lo, max(hi) AS hi FROM (${affected}) a GROUP BY membership_id) per_member`,
    'v_members, v_lo, v_hi',
    [],
    transitionTable,
  )}
  IF v_members IS NOT NULL THEN
    -- Each statement below then sees what the other writers of these members committed. A join with
    -- the array, not = ANY (v_members): that compares each row with every element when not hashed.
    PERFORM 1 FROM membership WHERE id IN (SELECT unnest(v_members)) ORDER BY id FOR NO KEY UPDATE;

    ${selectInto(
      ([members, lo, hi]) => `
    WITH affected AS (SELECT * FROM unnest(${members}::uuid[], ${lo}::date[], ${hi}::date[]) AS a(membership_id, lo, hi)),
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
      FROM applied WHERE members = 0`,
      'v_orgs, v_scopes, v_days, v_grps',
      ['v_members', 'v_lo', 'v_hi'],
      transitionTable,
    )}

    IF v_orgs IS NOT NULL THEN
      DELETE FROM staffing_day s USING unnest(v_orgs, v_scopes, v_days, v_grps) AS z(organization_id, scope, day, grp)
       WHERE (s.organization_id, s.scope, s.day, s.grp) = (z.organization_id, z.scope, z.day, z.grp)
         AND s.members = 0;
    END IF;
  END IF;`;

const deltaFunction = (name: string, delta: Delta, returns = 'NULL', guard = '') => `
CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_members uuid[]; v_lo date[]; v_hi date[];
  v_orgs uuid[]; v_scopes uuid[]; v_days date[]; v_grps text[]; v_small boolean;
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
  transitionTable: 'new_rows',
};
const REQUESTS_UPDATED: Delta = {
  affected: `${approvedDays(CHANGED_REQUESTS)} UNION ALL ${approvedDays(CHANGED_REQUESTS_NEW)}`,
  before: { requests: requestsBefore({ added: 'new_rows', removed: 'old_rows' }), members: MEMBERSHIP },
  after: { requests: CURRENT_REQUESTS, members: MEMBERSHIP },
  transitionTable: 'new_rows',
};
// A deleted member's requests go after their membership row (ON DELETE CASCADE): they are found in no
// membership, so count nowhere before or after; the member's own trigger took their days away.
const REQUESTS_DELETED: Delta = {
  affected: approvedDays('old_rows'),
  before: { requests: requestsBefore({ removed: 'old_rows' }), members: MEMBERSHIP },
  after: { requests: CURRENT_REQUESTS, members: MEMBERSHIP },
  transitionTable: 'old_rows',
};
// A member's team, admin flag or normal day: all their days, in their teams and organisation.
const MEMBERS_UPDATED: Delta = {
  affected: `SELECT o.id AS membership_id, ${ALL_DAYS} FROM old_members o JOIN new_members n ON n.id = o.id
    WHERE (o.team_id, o.is_admin, o.normal_day_hours, o.organization_id)
          IS DISTINCT FROM (n.team_id, n.is_admin, n.normal_day_hours, n.organization_id)`,
  before: { requests: CURRENT_REQUESTS, members: 'SELECT * FROM old_members' },
  after: { requests: CURRENT_REQUESTS, members: MEMBERSHIP },
  transitionTable: 'new_members',
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

/** CREATE OR REPLACE of every staffing_day trigger function (the triggers are 1768850000000's). */
export const STAFFING_DAY_FUNCTIONS = [
  deltaFunction('staffing_day_requests_inserted', REQUESTS_INSERTED),
  deltaFunction('staffing_day_requests_updated', REQUESTS_UPDATED),
  deltaFunction('staffing_day_requests_deleted', REQUESTS_DELETED),
  deltaFunction('staffing_day_members_updated', MEMBERS_UPDATED),
  // An organisation deleted takes its members with it: nothing to count, its rows go below.
  deltaFunction(
    'staffing_day_members_deleted',
    MEMBER_DELETED,
    'OLD',
    'IF NOT EXISTS (SELECT 1 FROM organization WHERE id = OLD.organization_id) THEN RETURN OLD; END IF;',
  ),
  deltaFunction('staffing_day_organization_day', ORGANIZATION_DAY_CHANGED),
  `CREATE OR REPLACE FUNCTION staffing_day_organization_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM staffing_day WHERE organization_id = OLD.id;
        RETURN NULL;
      END $$`,
];

/**
 * Every day with an approved request counted once, as the triggers count from then on (into an empty
 * staffing_day). Also what a bulk load may run once instead of the triggers (tools/bench/lib/seed.mjs).
 * One organisation's members at a time, and of them one member at a time (LATERAL): a member's days
 * are grouped among their own few rows, an organisation's counts in a hash of its own size. Over every
 * member at once, the day rows were sorted and counted on disk under the default work_mem (1.7 million
 * rows for 200,000 requests: 393 MiB of temporary files); so, only a 10,000-member organisation's hash
 * goes to disk. bench:scale's 2,000,000 requests: 65 s and 35 MiB, against 322 s and 2.6 GiB. Keyed,
 * as the triggers are, by the request's organisation: a request of another organisation than its
 * member's (the API makes none) gives the same rows, or the insert fails on the key, never another count.
 * OFFSET 0 keeps the member's requests a scan of their own: without statistics (bench:scale fills
 * right after its load) the always-true day bounds looked selective, and the planner ANDed the whole
 * staffing index into every member's scan (70 s instead of 3 s for 20,000 requests).
 */
export const STAFFING_DAY_FILL = `
  INSERT INTO staffing_day (organization_id, scope, day, grp, members)
  SELECT counted.*
  FROM organization org
  CROSS JOIN LATERAL (
    SELECT days.organization_id, days.scope, days.day, days.grp, count(*)
    FROM membership member
    CROSS JOIN LATERAL (
      WITH affected AS (SELECT member.id AS membership_id, ${ALL_DAYS})
      ${memberDays('SELECT * FROM vacation_request WHERE membership_id = member.id OFFSET 0', MEMBERSHIP)}
    ) days
    WHERE member.organization_id = org.id AND NOT member.is_admin
    GROUP BY days.organization_id, days.scope, days.day, days.grp
  ) counted`;
