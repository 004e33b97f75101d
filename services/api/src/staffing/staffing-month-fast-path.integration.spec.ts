import fc from 'fast-check';
import { monthGrid } from '@ferieplan/holidays';
import { SICK_ABSENCE_KINDS } from '@ferieplan/vacation-rules';
import { describe, expect, it } from 'vitest';
import { awayChangesCtes, awayPeriodsCtes } from '../database/away-per-day.sql.js';
import { STAFFING_DAY_FILL } from '../database/migrations/staffing-day-triggers.sql.js';
import { OFF_DUTY_CTE } from '../employment/employment.sql.js';
import { absenceWeight } from '../test/absence-load-arbitrary.js';
import { useDatabaseClient } from '../test/database-client.js';
import { HIDDEN_KIND, STAFFING_MONTH_SQL } from './staffing.sql.js';

// Issue 28: the staffing month reads its counts from staffing_day, a per-day summary that triggers keep
// in every write's transaction (migration 1768850000000), instead of merging the month's requests on
// every call. The oracle is the query of two versions ago, which computed everything from the requests
// (every member's requests merged into islands by window functions). For random organisations (admins,
// teams, members with their own normal day and work patterns; 1-5 requests each of any status, kind,
// weight, half-day ends, overlapping or not), both give the same rows, byte for byte as JSON, to every
// kind of viewer, with and without the team filter, for two months: once after the organisation is
// made, and again after random writes to it (requests approved, moved, re-weighed, inserted and
// deleted, one or several in a statement; members moved between teams, made admins or not, given
// another normal day, deleted; a team deleted; the organisation's normal day changed).

const SEED = 20_261_127;
const ORGANIZATIONS = 6;
const MONTHS: [number, number][] = [
  [2026, 11],
  [2026, 12],
];
const KINDS = ['Ferie', 'Avspasering', 'Annet', 'Egenmelding', 'Sykmelding', 'SyktBarn'];
const FIRST = Date.UTC(2026, 9, 20); // a week before November's grid
const isoDay = (n: number) => new Date(FIRST + n * 86_400_000).toISOString().slice(0, 10);

/** The former STAFFING_MONTH_SQL: every member's requests merged into islands by window functions. */
const FORMER_STAFFING_MONTH_SQL = `
WITH members AS (
  SELECT m.id, coalesce(m.normal_day_hours, o.normal_day_hours) AS normal_day_hours
  FROM membership m JOIN organization o ON o.id = m.organization_id
  WHERE m.organization_id = $1 AND m.is_admin = false AND ($4::uuid IS NULL OR m.team_id = $4::uuid)
),
weighed AS (
  SELECT vr.membership_id, vr.start_date, vr.end_date, vr.half_day_start, vr.half_day_end,
         absence_base_load(vr.hours, vr.percentage, members.normal_day_hours) AS base,
         greatest(vr.start_date, $2::date) AS first_day, least(vr.end_date, $3::date) AS last_day,
         CASE WHEN vr.kind = ANY($7::text[]) AND NOT $6::boolean AND vr.membership_id <> $5::uuid
              THEN '${HIDDEN_KIND}' ELSE vr.kind END AS shown_kind
  FROM vacation_request vr
  JOIN members ON members.id = vr.membership_id
  WHERE vr.organization_id = $1 AND vr.status = 'Approved' AND vr.end_date >= $2::date AND vr.start_date <= $3::date
),
${awayPeriodsCtes()},
${awayChangesCtes()},
${awayPeriodsCtes(['shown_kind'], 'kind_')},
${awayChangesCtes(['shown_kind'], 'kind_')},
away AS (SELECT membership_id, first_day, last_day FROM islands),
grid AS (
  SELECT $2::date + offset_days AS day FROM generate_series(0, $3::date - $2::date) AS offset_days
),
kind_counts AS (
  SELECT grid.day, kinds.shown_kind,
         sum(coalesce(c.delta, 0)) OVER (PARTITION BY kinds.shown_kind ORDER BY grid.day) AS away
  FROM grid CROSS JOIN (SELECT DISTINCT shown_kind FROM kind_changes) kinds
  LEFT JOIN kind_changes c ON c.shown_kind = kinds.shown_kind AND c.day = grid.day
),
by_kind AS (
  SELECT day, json_object_agg(shown_kind, away::int) AS kinds FROM kind_counts WHERE away > 0 GROUP BY day
),
${OFF_DUTY_CTE}
SELECT to_char(grid.day, 'YYYY-MM-DD') AS "date",
       (sum(coalesce(changes.delta, 0)) OVER (ORDER BY grid.day))::int AS "onVacation",
       (SELECT count(*) FROM members)::int AS "total",
       coalesce(off_duty.members, 0)::int AS "offDuty",
       by_kind.kinds AS "byKind",
       ($4::uuid IS NULL OR EXISTS (SELECT 1 FROM team t WHERE t.id = $4::uuid AND t.organization_id = $1)) AS "teamFound"
FROM grid
LEFT JOIN changes ON changes.day = grid.day
LEFT JOIN off_duty ON off_duty.day = grid.day
LEFT JOIN by_kind ON by_kind.day = grid.day
ORDER BY grid.day`;

const request = fc.record({
  start: fc.integer({ min: 0, max: 80 }),
  length: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 5, max: 40 })),
  halfDayStart: fc.boolean(),
  halfDayEnd: fc.boolean(),
  weight: absenceWeight,
  kind: fc.constantFrom(...KINDS),
  status: fc.constantFrom('Approved', 'Approved', 'Approved', 'Pending', 'Rejected'),
});

const member = fc.record({
  isAdmin: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
  team: fc.integer({ min: -1, max: 2 }),
  normalDayHours: fc.constantFrom(null, 6, 8),
  pattern: fc.option(
    fc.record({ from: fc.integer({ min: 0, max: 60 }), weekdays: fc.integer({ min: 1, max: 127 }) }),
  ),
  requests: fc.oneof(
    fc.array(request, { minLength: 1, maxLength: 1 }), // one request: the counted-as-it-is path
    fc.array(request, { minLength: 2, maxLength: 5 }), // several, often overlapping: merged
  ),
});

const organization = fc.array(member, { minLength: 20, maxLength: 40 });

type Member = typeof member extends fc.Arbitrary<infer T> ? T : never;

/** A write to the organisation; `pick` chooses the request, member or team (modulo how many there are). */
const write = fc.oneof(
  fc.record({ type: fc.constant('status' as const), pick: fc.nat(), status: request.map((r) => r.status) }),
  fc.record({ type: fc.constant('move' as const), pick: fc.nat(), days: fc.integer({ min: -20, max: 20 }) }),
  fc.record({
    type: fc.constant('reweigh' as const),
    pick: fc.nat(),
    weight: absenceWeight,
    kind: request.map((r) => r.kind),
  }),
  fc.record({ type: fc.constant('insert' as const), pick: fc.nat(), request }),
  fc.record({ type: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('approveAllOf' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('team' as const), pick: fc.nat(), team: fc.integer({ min: -1, max: 2 }) }),
  fc.record({ type: fc.constant('admin' as const), pick: fc.nat() }),
  fc.record({
    type: fc.constant('normalDay' as const),
    pick: fc.nat(),
    hours: fc.constantFrom(null, 4, 6, 8),
  }),
  fc.record({ type: fc.constant('deleteMember' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('deleteTeam' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('organizationDay' as const), hours: fc.constantFrom(5, 7.5, 8) }),
);
const writes = fc.array(write, { minLength: 12, maxLength: 24 });
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;

describe('STAFFING_MONTH_SQL = the former query (every member merged by window functions)', () => {
  const db = useDatabaseClient();
  /** Every organisation the tests below made (the first fill's test compares them all). */
  const made: string[] = [];

  /** Inserts the organisation, its teams, members, patterns and requests; returns the ids. */
  async function seed(members: Member[], index: number) {
    const client = db();
    const {
      rows: [org],
    } = await client.query<{ id: string }>(`INSERT INTO organization (name) VALUES ($1) RETURNING id`, [
      `Bemanning ${index}`,
    ]);
    const { rows: teams } = await client.query<{ id: string }>(
      `INSERT INTO team (organization_id, name) SELECT $1, 'Lag ' || n FROM generate_series(0, 2) n RETURNING id`,
      [org.id],
    );
    const ids: string[] = [];
    for (const [i, m] of members.entries()) {
      const {
        rows: [row],
      } = await client.query<{ id: string }>(
        `INSERT INTO membership (organization_id, user_uid, name, email, is_admin, team_id, normal_day_hours)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          org.id,
          `fast-path-${index}-${i}`,
          `Ansatt ${i}`,
          `ansatt${i}@bemanning${index}.test`,
          m.isAdmin,
          m.team < 0 ? null : teams[m.team].id,
          m.normalDayHours,
        ],
      );
      ids.push(row.id);
      if (m.pattern)
        await client.query(
          `INSERT INTO work_pattern (membership_id, valid_from, weekdays) VALUES ($1, $2, $3)`,
          [row.id, isoDay(m.pattern.from), m.pattern.weekdays],
        );
      for (const r of m.requests) {
        const weight: { hours?: number; percentage?: number } = r.weight;
        const whole = weight.hours === undefined && weight.percentage === undefined;
        await client.query(
          `INSERT INTO vacation_request (organization_id, membership_id, start_date, end_date, status, kind,
                                         half_day_start, half_day_end, hours, percentage)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            org.id,
            row.id,
            isoDay(r.start),
            isoDay(r.start + r.length),
            r.status,
            r.kind,
            whole ? r.halfDayStart : null,
            whole ? r.halfDayEnd : null,
            weight.hours ?? null,
            weight.percentage ?? null,
          ],
        );
      }
    }
    made.push(org.id);
    return { organizationId: org.id, teamIds: teams.map((t) => t.id), membershipIds: ids };
  }

  /** The id at `pick` (modulo their number) of the organisation's rows `from` (aliased x), or null. */
  async function pickId(from: string, organizationId: string, pick: number): Promise<string | null> {
    const { rows } = await db().query<{ id: string }>(
      `SELECT x.id FROM ${from} WHERE x.organization_id = $1 ORDER BY x.id
       OFFSET $2 % greatest(1, (SELECT count(*) FROM ${from} WHERE x.organization_id = $1)) LIMIT 1`,
      [organizationId, pick],
    );
    return rows[0]?.id ?? null;
  }

  /** One random write, as the API's statements (or a bulk import's) change these tables. */
  async function apply(w: Write, organizationId: string): Promise<void> {
    const client = db();
    const requestId = () => pickId('vacation_request x', organizationId, 'pick' in w ? w.pick : 0);
    const memberId = () => pickId('membership x', organizationId, 'pick' in w ? w.pick : 0);
    switch (w.type) {
      case 'status':
        await client.query(`UPDATE vacation_request SET status = $2 WHERE id = $1`, [
          await requestId(),
          w.status,
        ]);
        return;
      case 'move':
        await client.query(
          `UPDATE vacation_request SET start_date = start_date + $2::int, end_date = end_date + $2::int WHERE id = $1`,
          [await requestId(), w.days],
        );
        return;
      case 'reweigh': {
        const weight: { hours?: number; percentage?: number } = w.weight;
        await client.query(
          `UPDATE vacation_request SET hours = $2::numeric, percentage = $3::int, kind = $4,
                  half_day_start = CASE WHEN $2::numeric IS NULL AND $3::int IS NULL THEN half_day_start END,
                  half_day_end = CASE WHEN $2::numeric IS NULL AND $3::int IS NULL THEN half_day_end END
            WHERE id = $1`,
          [await requestId(), weight.hours ?? null, weight.percentage ?? null, w.kind],
        );
        return;
      }
      case 'insert': {
        const member = await memberId();
        if (!member) return;
        const weight: { hours?: number; percentage?: number } = w.request.weight;
        const whole = weight.hours === undefined && weight.percentage === undefined;
        await client.query(
          `INSERT INTO vacation_request (organization_id, membership_id, start_date, end_date, status, kind,
                                         half_day_start, half_day_end, hours, percentage)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            organizationId,
            member,
            isoDay(w.request.start),
            isoDay(w.request.start + w.request.length),
            w.request.status,
            w.request.kind,
            whole ? w.request.halfDayStart : null,
            whole ? w.request.halfDayEnd : null,
            weight.hours ?? null,
            weight.percentage ?? null,
          ],
        );
        return;
      }
      case 'delete':
        await client.query(`DELETE FROM vacation_request WHERE id = $1`, [await requestId()]);
        return;
      case 'approveAllOf': // several rows in one statement
        await client.query(
          `UPDATE vacation_request SET status = 'Approved', end_date = end_date + 1 WHERE membership_id = $1`,
          [await memberId()],
        );
        return;
      case 'team': // a team that still exists (or none)
        await client.query(`UPDATE membership SET team_id = $2 WHERE id = $1`, [
          await memberId(),
          w.team < 0 ? null : await pickId('team x', organizationId, w.team),
        ]);
        return;
      case 'admin':
        await client.query(`UPDATE membership SET is_admin = NOT is_admin WHERE id = $1`, [await memberId()]);
        return;
      case 'normalDay':
        await client.query(`UPDATE membership SET normal_day_hours = $2 WHERE id = $1`, [
          await memberId(),
          w.hours,
        ]);
        return;
      case 'deleteMember':
        await client.query(`DELETE FROM membership WHERE id = $1`, [await memberId()]);
        return;
      case 'deleteTeam':
        await client.query(`DELETE FROM team WHERE id = $1`, [
          await pickId('team x', organizationId, w.pick),
        ]);
        return;
      case 'organizationDay':
        await client.query(`UPDATE organization SET normal_day_hours = $2 WHERE id = $1`, [
          organizationId,
          w.hours,
        ]);
        return;
    }
  }

  /** Both queries for every viewer, team filter (and none) and month: the number of comparisons. */
  async function compare(index: number, when: string, organizationId: string, viewers: [string, boolean][]) {
    const { rows: teams } = await db().query<{ id: string }>(
      `SELECT id FROM team WHERE organization_id = $1 ORDER BY name`,
      [organizationId],
    );
    let compared = 0;
    for (const [year, month] of MONTHS) {
      const grid = monthGrid(year, month);
      for (const [viewer, isAdmin] of viewers)
        for (const teamId of [null, ...teams.map((t) => t.id)]) {
          const parameters = [
            organizationId,
            grid[0].date,
            grid[grid.length - 1].date,
            teamId,
            viewer,
            isAdmin,
            SICK_ABSENCE_KINDS,
          ];
          const [former, now] = await Promise.all(
            [FORMER_STAFFING_MONTH_SQL, STAFFING_MONTH_SQL].map((sql) =>
              db()
                .query(sql, parameters)
                .then(({ rows }) => JSON.stringify(rows)),
            ),
          );
          const what = `organisation ${index} ${when}, ${year}-${month}, team ${teamId}, admin ${isAdmin}`;
          expect(now, what).toBe(former);
          compared++;
        }
    }
    return compared;
  }

  it(`gives the same rows for ${ORGANIZATIONS} random organisations, before and after random writes (fast-check seed ${SEED})`, async () => {
    const drawn = fc.sample(fc.tuple(organization, writes), { seed: SEED, numRuns: ORGANIZATIONS });
    let compared = 0;
    let singles = 0;
    let merged = 0;
    const written = new Set<string>();
    for (const [index, [members, organizationWrites]] of drawn.entries()) {
      const { organizationId, membershipIds } = await seed(members, index);
      const admin = membershipIds[members.findIndex((m) => m.isAdmin)] ?? membershipIds[0];
      const sickKinds: readonly string[] = SICK_ABSENCE_KINDS;
      const sick = members.findIndex((m) => !m.isAdmin && m.requests.some((r) => sickKinds.includes(r.kind)));
      const viewers: [string, boolean][] = [
        [admin, true],
        [membershipIds[Math.max(sick, 0)], false],
        [membershipIds[members.length - 1], false],
      ];
      compared += await compare(index, 'as made', organizationId, viewers);
      for (const w of organizationWrites) {
        await apply(w, organizationId);
        written.add(w.type);
      }
      compared += await compare(index, 'after writes', organizationId, viewers);
      // What the sample exercises: members counted by their one request, and members merged.
      const approvedOf = (m: Member) => m.requests.filter((r) => r.status === 'Approved');
      singles += members.filter((m) => !m.isAdmin && approvedOf(m).length === 1).length;
      merged += members.filter((m) => !m.isAdmin && approvedOf(m).length > 1).length;
    }
    expect(compared).toBeGreaterThan(ORGANIZATIONS * MONTHS.length * 3 * 4);
    expect(singles).toBeGreaterThan(20);
    expect(merged).toBeGreaterThan(20);
    expect(written.size).toBe(12); // every kind of write was made
  }, 300_000); // ~300 comparisons: a minute or more on the shared machine

  // The triggers on statements of many rows (an import, a bulk approval): 1768870000000 plans their
  // statements for each statement's size and takes the new rows out with an anti-join. The organisations
  // are seeded row by row first, so this session's triggers have run on 1-row statements before.
  it('gives the same rows after single statements that write many requests of many members at once', async () => {
    const drawn = fc.sample(organization, { seed: SEED + 1, numRuns: 3 });
    const seeded = [];
    for (const [index, members] of drawn.entries()) seeded.push(await seed(members, ORGANIZATIONS + index));
    const organizationIds = seeded.map((o) => o.organizationId);
    // A number from 0 to 2^28 drawn from the row's id and `salt` (md5), for the columns below.
    const h = (id: string, salt: string) =>
      `('x' || substr(md5(${id}::text || '${salt}'), 1, 7))::bit(28)::int`;
    const bulk = [
      // 3 requests of every member (admins' too: counted nowhere), any status, kind, weight, overlapping.
      `INSERT INTO vacation_request (organization_id, membership_id, start_date, end_date, status, kind,
                                     half_day_start, half_day_end, hours, percentage)
       SELECT m.organization_id, m.id, '${isoDay(0)}'::date + r.h % 70, '${isoDay(0)}'::date + r.h % 70 + r.h / 70 % 9,
              (ARRAY['Approved', 'Approved', 'Pending', 'Rejected'])[1 + r.h / 7 % 4],
              (ARRAY[${KINDS.map((k) => `'${k}'`).join(', ')}])[1 + r.h / 29 % ${KINDS.length}],
              CASE WHEN r.h / 3 % 5 = 0 THEN r.h / 11 % 2 = 0 END, CASE WHEN r.h / 3 % 5 = 0 THEN r.h / 13 % 2 = 0 END,
              CASE WHEN r.h / 3 % 5 = 1 THEN 1 + r.h / 17 % 40 / 4.0 END, CASE WHEN r.h / 3 % 5 = 2 THEN 1 + r.h / 19 % 100 END
         FROM membership m CROSS JOIN generate_series(1, 3) n
         CROSS JOIN LATERAL (SELECT ${h('m.id', "' || n || '")} AS h) r
        WHERE m.organization_id = ANY($1::uuid[])`,
      // Half of all requests moved, a third re-approved or withdrawn, in one statement.
      `UPDATE vacation_request vr SET start_date = start_date + (r.h % 11 - 5), end_date = end_date + (r.h % 11 - 5),
              status = CASE WHEN r.h % 3 = 0 THEN (ARRAY['Approved', 'Rejected'])[1 + r.h / 3 % 2] ELSE status END
         FROM (SELECT id, ${h('id', 'u')} AS h FROM vacation_request) r
        WHERE r.id = vr.id AND vr.organization_id = ANY($1::uuid[]) AND r.h % 2 = 0`,
      // A quarter of all requests deleted.
      `DELETE FROM vacation_request WHERE organization_id = ANY($1::uuid[]) AND ${h('id', 'd')} % 4 = 0`,
      // A third of the members to one of the teams, some made admins or not, another normal day.
      `UPDATE membership m SET team_id = (SELECT t.id FROM team t WHERE t.organization_id = m.organization_id
                                            ORDER BY t.id OFFSET ${h('m.id', 't')} % 3 LIMIT 1),
              is_admin = CASE WHEN ${h('m.id', 'a')} % 5 = 0 THEN NOT is_admin ELSE is_admin END,
              normal_day_hours = (ARRAY[NULL, 6, 7.5])[1 + ${h('m.id', 'n')} % 3]
        WHERE m.organization_id = ANY($1::uuid[]) AND ${h('m.id', 'm')} % 3 = 0`,
    ];
    let compared = 0;
    for (const [step, sql] of bulk.entries()) {
      const { rowCount } = await db().query(sql, [organizationIds]);
      expect(rowCount, `statement ${step}`).toBeGreaterThan(20);
      for (const [index, { organizationId, membershipIds }] of seeded.entries()) {
        const viewers: [string, boolean][] = [
          [membershipIds[0], true],
          [membershipIds[1], false],
        ];
        compared += await compare(index, `after bulk statement ${step}`, organizationId, viewers);
      }
    }
    expect(compared).toBeGreaterThan(4 * 3 * MONTHS.length * 2);
  }, 300_000);

  // The first fill runs once, on a database that had no staffing_day (migration 1768850000000; and
  // bench:scale after its bulk load): it must count what the triggers would have kept. Run here into a
  // temporary staffing_day, which shadows the table in this session, in one snapshot with the table.
  it('the first fill (STAFFING_DAY_FILL) counts what the triggers kept, after random and bulk writes', async () => {
    const drawn = fc.sample(fc.tuple(organization, writes), { seed: SEED + 2, numRuns: 3 });
    for (const [index, [members, organizationWrites]] of drawn.entries()) {
      const { organizationId } = await seed(members, ORGANIZATIONS + 3 + index);
      for (const w of organizationWrites) await apply(w, organizationId);
    }
    const client = db();
    const rows = async (table: string) => {
      const { rows } = await client.query(
        `SELECT organization_id, scope, day::text, grp, members FROM ${table}
          WHERE organization_id = ANY($1::uuid[]) ORDER BY organization_id, scope, day, grp`,
        [made],
      );
      return rows;
    };
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    try {
      await client.query(`CREATE TEMP TABLE staffing_day (LIKE public.staffing_day INCLUDING ALL)`);
      await client.query(STAFFING_DAY_FILL);
      const [filled, kept] = [await rows('pg_temp.staffing_day'), await rows('public.staffing_day')];
      expect(made.length).toBeGreaterThanOrEqual(3);
      expect(kept.length).toBeGreaterThan(100);
      expect(filled).toEqual(kept);
    } finally {
      await client.query('ROLLBACK');
    }
  }, 300_000);

  it('counts the sick kinds the summary merges as the API hides them', async () => {
    // Every trigger counting a member's days merges them (one for each kind of write).
    const { rows } = await db().query<{ source: string }>(
      `SELECT prosrc AS source FROM pg_proc WHERE proname LIKE 'staffing_day%' AND prosrc LIKE '%~sick%'`,
    );
    expect(rows.length).toBe(6);
    for (const { source } of rows) {
      const merged = /kind IN \(([^)]*)\) THEN '~sick'/.exec(source)?.[1];
      expect(merged?.split(',').map((kind) => kind.trim().replace(/'/g, ''))).toEqual([
        ...SICK_ABSENCE_KINDS,
      ]);
    }
  });
});
