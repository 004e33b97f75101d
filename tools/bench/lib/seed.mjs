// The benchmarks' organisations, written with a few set-based INSERTs (generate_series), then VACUUM
// ANALYZE: statistics and visibility map as autovacuum would leave a real database.
import { performance } from 'node:perf_hooks';
import { withClient } from './database.mjs';

/**
 * A Pro organisation `name` with `teams` teams ('Team 1' ...), `people` members spread over them
 * (birth years 1960-1999) and `admins` admins without a team, the first of them `adminUid` (the bench's
 * signed-in user) when given. Returns its id.
 */
export async function seedOrganization(client, { name, people, teams = 20, admins = 5, adminUid = null }) {
  const slug = name.toLowerCase().replace(/\W/g, '');
  const [{ id }] = (
    await client.query(`INSERT INTO organization (name, plan) VALUES ($1, 'Pro') RETURNING id`, [name])
  ).rows;
  await client.query(
    `INSERT INTO team (organization_id, name) SELECT $1, 'Team ' || n FROM generate_series(1, $2::int) n`,
    [id, teams],
  );
  await client.query(
    `WITH teams AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS idx FROM team WHERE organization_id = $1)
     INSERT INTO membership (organization_id, user_uid, name, email, is_admin, team_id, birth_year)
     SELECT $1, $3 || '-' || n, 'Ansatt ' || n, 'ansatt' || n || '@' || $3 || '.test', false, teams.id, 1960 + n % 40
     FROM generate_series(1, $2::int) n JOIN teams ON teams.idx = n % $4`,
    [id, people, slug, teams],
  );
  await client.query(
    `INSERT INTO membership (organization_id, user_uid, name, email, is_admin)
     SELECT $1::uuid, CASE WHEN n = 1 AND $2::text IS NOT NULL THEN $2::text ELSE 'admin-' || md5($1::uuid::text || n) END,
            'Admin ' || n, 'admin' || n || '@' || $4 || '.test', true
     FROM generate_series(1, $3::int) n`,
    [id, adminUid, admins, slug],
  );
  return id;
}

/**
 * Requests of every non-admin member of the organisation, one in each window of each year, never
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
       SELECT m.id AS membership_id,
              make_date(y, 1, 1) + w.first_day + floor(random() * w.spread)::int AS start_date,
              w.min_len + floor(random() * w.extra_len)::int AS days,
              random() AS r
       FROM membership m CROSS JOIN unnest($2::int[]) y CROSS JOIN windows w
       WHERE m.organization_id = $1 AND m.is_admin = false
     )
     INSERT INTO vacation_request (organization_id, membership_id, start_date, end_date, status, approved_at)
     SELECT $1, membership_id, start_date, start_date + days - 1,
            CASE WHEN r < 0.85 THEN 'Approved' WHEN r < 0.95 THEN 'Pending' ELSE 'Rejected' END,
            CASE WHEN r < 0.85 THEN now() END
     FROM planned`,
    [organizationId, years, ...[0, 1, 2, 3].map((i) => windows.map((window) => window[i]))],
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
