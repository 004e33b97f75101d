import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 28 (npm run bench:scale): X-Total-Count of the admin's default view and of the employee list page
// was a count over the organisation on every call: 4,932 pending requests and 10,001 members of the
// 10,000-member organisation (index-only, yet 1.1 ms of the default view's 1.5 ms and 1.0 ms of the
// employee page's 3.6 ms), growing with the organisation while the page stays 10-20 rows. These two
// tables keep the counts, written by statement-level triggers in the same transaction as the rows
// (one aggregate per statement, so a bulk insert costs one upsert per group, not one per row), and the
// totals read a handful of rows instead.
//
// vacation_request_count: the requests per organisation, status, kind and start year (the admin list's
// filters: year, status, kind; a team's total is still counted, it grows with the team).
// membership_count: the members (admins too) per organisation.
//
// A statement's changes become one delta per group: decrements first (UPDATE of rows that exist), then
// increments as an upsert in key order. A decrement never inserts: when an organisation is deleted its
// count rows may be gone (ON DELETE CASCADE) before its requests' DELETE trigger runs. Two writers of
// one organisation wait for each other on its count rows; a rare deadlock between them is retried as
// every write is (database/transaction.ts).

/** The trigger functions: `delta` is SELECT <key columns>, n FROM (transition tables) of each operation. */
function countTriggers(
  table: string,
  counts: string,
  keys: string[],
  column: string,
  deltaOf: (rows: string) => string,
) {
  const keyList = keys.join(', ');
  const matches = keys.map((key) => `c.${key} = d.${key}`).join(' AND ');
  const delta = (rows: string) => `SELECT ${keyList}, sum(n)::int AS n FROM (${rows}) r GROUP BY ${keyList}`;
  // Decrements: UPDATE of rows that exist. Increments: an upsert in key order.
  const decrement = (rows: string) => `
      UPDATE ${counts} c SET ${column} = c.${column} + d.n
        FROM (${delta(rows)}) d
       WHERE d.n < 0 AND ${matches};`;
  const increment = (rows: string) => `
      INSERT INTO ${counts} AS c (${keyList}, ${column})
      SELECT ${keyList}, n FROM (${delta(rows)}) d WHERE d.n > 0 ORDER BY ${keyList}
          ON CONFLICT (${keyList}) DO UPDATE SET ${column} = c.${column} + excluded.${column};`;
  const added = deltaOf('new_rows').replace('$n', '1');
  const removed = deltaOf('old_rows').replace('$n', '-1');
  const fn = (op: string, body: string) => `
    CREATE FUNCTION ${counts}_${op}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${body}
      RETURN NULL;
    END $$`;
  const trigger = (op: string, referencing: string) => `
    CREATE TRIGGER tr_${counts}_${op} AFTER ${op.toUpperCase()} ON ${table}
      REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${counts}_${op}()`;
  return [
    // An INSERT only adds and a DELETE only removes: one pass over the transition table each.
    fn('insert', increment(added)),
    fn('delete', decrement(removed)),
    fn('update', decrement(`${added} UNION ALL ${removed}`) + increment(`${added} UNION ALL ${removed}`)),
    trigger('insert', 'NEW TABLE AS new_rows'),
    trigger('delete', 'OLD TABLE AS old_rows'),
    trigger('update', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'),
  ];
}

const REQUEST_KEYS = ['organization_id', 'status', 'kind', 'year'];
const requestRows = (rows: string) =>
  `SELECT organization_id, status, kind, extract(year FROM start_date)::int AS year, $n AS n FROM ${rows}`;
const memberRows = (rows: string) => `SELECT organization_id, $n AS n FROM ${rows}`;

export class PageTotalCounts1768860000000 implements MigrationInterface {
  name = 'PageTotalCounts1768860000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE vacation_request_count (
        organization_id uuid NOT NULL REFERENCES organization(id) ON DELETE CASCADE,
        status varchar(20) NOT NULL,
        kind text NOT NULL,
        year int NOT NULL,
        requests int NOT NULL,
        PRIMARY KEY (organization_id, status, kind, year)
      )`);
    await queryRunner.query(`
      CREATE TABLE membership_count (
        organization_id uuid PRIMARY KEY REFERENCES organization(id) ON DELETE CASCADE,
        members int NOT NULL
      )`);
    // The counts and the triggers under one lock of each table: no write between the two is lost.
    await queryRunner.query('LOCK TABLE vacation_request, membership IN SHARE ROW EXCLUSIVE MODE');
    for (const statement of [
      ...countTriggers('vacation_request', 'vacation_request_count', REQUEST_KEYS, 'requests', requestRows),
      ...countTriggers('membership', 'membership_count', ['organization_id'], 'members', memberRows),
    ])
      await queryRunner.query(statement);
    await queryRunner.query(`
      INSERT INTO vacation_request_count (organization_id, status, kind, year, requests)
      SELECT organization_id, status, kind, extract(year FROM start_date)::int, count(*)::int
        FROM vacation_request GROUP BY 1, 2, 3, 4`);
    await queryRunner.query(`
      INSERT INTO membership_count (organization_id, members)
      SELECT organization_id, count(*)::int FROM membership GROUP BY 1`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const counts of ['vacation_request_count', 'membership_count']) {
      for (const op of ['insert', 'delete', 'update']) {
        const table = counts === 'membership_count' ? 'membership' : 'vacation_request';
        await queryRunner.query(`DROP TRIGGER IF EXISTS tr_${counts}_${op} ON ${table}`);
        await queryRunner.query(`DROP FUNCTION IF EXISTS ${counts}_${op}()`);
      }
      await queryRunner.query(`DROP TABLE IF EXISTS ${counts}`);
    }
  }
}
