// The benchmarks' organisations, written with a few set-based INSERTs (generate_series), then VACUUM
// ANALYZE: statistics and visibility map as autovacuum would leave a real database.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { builtApi } from './api-server.mjs';
import { withClient } from './database.mjs';

/**
 * A Pro organisation `name` with `teams` teams ('Team 1' ...), `people` members spread over them
 * (birth years 1960-1999) and `admins` admins without a team, the first of them `adminUid` (the bench's
 * signed-in user) when given. Returns its id.
 */
export async function seedOrganization(client, organization) {
  const [id] = await seedOrganizations(client, [organization]);
  return id;
}

/**
 * Many organisations as seedOrganization makes one, in four set-based statements whatever their number
 * (their ids made here, so nothing has to be read back). Returns their ids, in the order given.
 */
export async function seedOrganizations(client, organizations) {
  const ids = organizations.map(() => randomUUID());
  const column = (pick) => organizations.map(pick);
  const slugs = column((o) => o.name.toLowerCase().replace(/\W/g, ''));
  await client.query(
    `INSERT INTO organization (id, name, plan) SELECT id, name, 'Pro' FROM unnest($1::uuid[], $2::text[]) o(id, name)`,
    [ids, column((o) => o.name)],
  );
  await client.query(
    `INSERT INTO team (organization_id, name)
     SELECT o.id, 'Team ' || n FROM unnest($1::uuid[], $2::int[]) o(id, teams), generate_series(1, o.teams) n`,
    [ids, column((o) => o.teams ?? 20)],
  );
  await client.query(
    `WITH o AS (SELECT * FROM unnest($1::uuid[], $2::int[], $3::int[], $4::text[]) o(id, people, teams, slug)),
          teams AS (SELECT id, organization_id, row_number() OVER (PARTITION BY organization_id ORDER BY name) - 1 AS idx
                    FROM team WHERE organization_id = ANY($1::uuid[]))
     INSERT INTO membership (organization_id, user_uid, name, email, is_admin, team_id, birth_year)
     SELECT o.id, o.slug || '-' || n, 'Ansatt ' || n, 'ansatt' || n || '@' || o.slug || '.test', false, teams.id, 1960 + n % 40
     FROM o CROSS JOIN LATERAL generate_series(1, o.people) n
     JOIN teams ON teams.organization_id = o.id AND teams.idx = n % o.teams`,
    [ids, column((o) => o.people), column((o) => o.teams ?? 20), slugs],
  );
  await client.query(
    `INSERT INTO membership (organization_id, user_uid, name, email, is_admin)
     SELECT o.id, CASE WHEN n = 1 AND o.admin_uid IS NOT NULL THEN o.admin_uid ELSE 'admin-' || md5(o.id::text || n) END,
            'Admin ' || n, 'admin' || n || '@' || o.slug || '.test', true
     FROM unnest($1::uuid[], $2::int[], $3::text[], $4::text[]) o(id, admins, admin_uid, slug),
          generate_series(1, o.admins) n`,
    [ids, column((o) => o.admins ?? 5), column((o) => o.adminUid ?? null), slugs],
  );
  return ids;
}

/**
 * Requests of every non-admin member of the organisation (or of each of an array of them), one in each window of each year, never
 * overlapping: a window [first day of the year, spread, shortest length, extra length] starts on a
 * random day within `spread` days of its first and lasts the shortest length plus up to the extra.
 * 85 % Approved (approved_at set), 10 % Pending, 5 % Rejected.
 */
export function seedRequests(client, organizationId, { years, windows }) {
  return client.query(
    `WITH windows(first_day, spread, min_len, extra_len) AS (
       SELECT * FROM unnest($3::int[], $4::int[], $5::int[], $6::int[])
     ),
     planned AS (
       SELECT m.organization_id, m.id AS membership_id,
              make_date(y, 1, 1) + w.first_day + floor(random() * w.spread)::int AS start_date,
              w.min_len + floor(random() * w.extra_len)::int AS days,
              random() AS r
       FROM membership m CROSS JOIN unnest($2::int[]) y CROSS JOIN windows w
       WHERE m.organization_id = ANY($1::uuid[]) AND m.is_admin = false
     )
     INSERT INTO vacation_request (organization_id, membership_id, start_date, end_date, status, approved_at)
     SELECT organization_id, membership_id, start_date, start_date + days - 1,
            CASE WHEN r < 0.85 THEN 'Approved' WHEN r < 0.95 THEN 'Pending' ELSE 'Rejected' END,
            CASE WHEN r < 0.85 THEN now() END
     FROM planned`,
    [[organizationId].flat(), years, ...[0, 1, 2, 3].map((i) => windows.map((window) => window[i]))],
  );
}

/**
 * The bench's organisation 'Bench AS' (the signed-in user `adminUid` its first admin) and a neighbour
 * as large, 'Naboen AS' (so an index has to pick one organisation out of two), both made by
 * `seed(client, { name, adminUid })` on the database at `databaseUrl`; then VACUUM ANALYZE. Returns the
 * bench organisation's id, its first team's and the seconds the seeding took.
 */
export function seedWithNeighbour(databaseUrl, seed, adminUid) {
  const started = performance.now();
  return withClient(databaseUrl, async (client) => {
    const id = await seed(client, { name: 'Bench AS', adminUid });
    await seed(client, { name: 'Naboen AS', adminUid: null });
    await client.query('VACUUM ANALYZE');
    const { rows } = await client.query(
      `SELECT id FROM team WHERE organization_id = $1 ORDER BY name LIMIT 1`,
      [id],
    );
    return { id, teamId: rows[0].id, seconds: (performance.now() - started) / 1000 };
  });
}

/**
 * Runs `work` (a bulk load) with `table`'s secondary indexes dropped, then builds each again from its
 * own definition (pg_get_indexdef): one sorted build per index instead of maintaining every index row
 * by row. Constraint indexes (primary key, unique) stay.
 */
export async function withIndexesRebuilt(client, table, work) {
  const { rows } = await client.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i
     WHERE i.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [table],
  );
  for (const { name } of rows) await client.query(`DROP INDEX ${name}`);
  try {
    return await work();
  } finally {
    await client.query(`SET maintenance_work_mem = '256MB'`);
    for (const { definition } of rows) await client.query(definition);
    await client.query('RESET maintenance_work_mem');
  }
}

/**
 * Runs `work` (a bulk load of requests) with staffing_day's INSERT trigger disabled, then fills
 * staffing_day once with the migration's own first fill (STAFFING_DAY_FILL of the built API): one
 * set-based count of every member's days, where the trigger counts each member of the statement before
 * and after it. Only for a database nobody else writes to meanwhile (a write's counts would be lost).
 */
export async function withStaffingDayFilledAfter(client, work) {
  const { STAFFING_DAY_FILL } = await import(
    pathToFileURL(builtApi('database/migrations/staffing-day-triggers.sql.js')).href
  );
  const trigger = (on) =>
    client.query(
      `ALTER TABLE vacation_request ${on ? 'ENABLE' : 'DISABLE'} TRIGGER tr_staffing_day_requests_inserted`,
    );
  await trigger(false);
  try {
    const result = await work();
    // The fill is planned from the loaded tables' statistics, which autovacuum may not have made yet.
    await client.query('ANALYZE vacation_request, membership, organization');
    await client.query('BEGIN');
    await client.query('DELETE FROM staffing_day');
    await client.query(STAFFING_DAY_FILL);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await trigger(true);
  }
}
