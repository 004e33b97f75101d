import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { useDatabaseClient } from '../test/database-client.js';

// staffing_day (migration 1768850000000) is changed by the writing transaction's trigger by the
// difference its statement makes to the members it touched. Concurrent writers must all be counted:
//   - two members approved for the same days: the second waits for the first on the rows both change
//     (no deadlock) and adds to the count the first committed;
//   - two requests of ONE member: the second waits for the first (a row lock on the member) and
//     then counts from the first one's committed request, so the member counts once a day;
//   - a transaction writing a member's request and then the member, against one writing the member:
//     the second waits, no deadlock (the trigger's lock is the member's row lock, not another lock);
//   - two members' changes of different days do not wait for each other.

describe('staffing_day under concurrent writes', () => {
  const db = useDatabaseClient();

  it('counts both of two overlapping approvals committed by concurrent transactions', async () => {
    const org = await newOrganization();
    const members = await membersOf(org.id);
    await concurrently(
      () => approve(db(), org.id, members[0].id, '2026-08-03', '2026-08-07'),
      (second) => approve(second, org.id, members[1].id, '2026-08-03', '2026-08-07'),
    );
    expect(await awayPerDay(org.id)).toEqual(days('2026-08-03', '2026-08-07', 2));
  });

  it('counts a member once on the days of two overlapping approvals of theirs committed concurrently', async () => {
    const org = await newOrganization();
    const [member] = await membersOf(org.id);
    await concurrently(
      () => approve(db(), org.id, member.id, '2026-08-03', '2026-08-07'),
      (second) => approve(second, org.id, member.id, '2026-08-05', '2026-08-11'),
    );
    expect(await awayPerDay(org.id)).toEqual(days('2026-08-03', '2026-08-11', 1));
  });

  it('counts a member whose request and then membership one transaction writes while another writes the member', async () => {
    const org = await newOrganization();
    const [member, other] = await membersOf(org.id);
    await approve(db(), org.id, other.id, '2026-08-03', '2026-08-07');
    await concurrently(
      () => approve(db(), org.id, member.id, '2026-08-03', '2026-08-07'),
      (second) => second.query(`UPDATE membership SET normal_day_hours = 6 WHERE id = $1`, [member.id]),
      // While the second waits: the first writes the member too (no deadlock, as their locks agree).
      () =>
        db().query(`UPDATE membership SET team_id = NULL, normal_day_hours = 7 WHERE id = $1`, [member.id]),
    );
    expect(await awayPerDay(org.id)).toEqual(days('2026-08-03', '2026-08-07', 2));
  });

  it('lets two members of one organisation change other days without waiting for each other', async () => {
    const org = await newOrganization();
    const members = await membersOf(org.id);
    await approve(db(), org.id, members[0].id, '2026-08-03', '2026-08-07');
    await approve(db(), org.id, members[1].id, '2026-09-07', '2026-09-11');
    const makeAdmin = (client: pg.Client, membershipId: string) =>
      client.query(`UPDATE membership SET is_admin = true WHERE id = $1`, [membershipId]);
    const second = new pg.Client({ connectionString: inject('databaseUrl') });
    await second.connect();
    try {
      await db().query('BEGIN');
      await makeAdmin(db(), members[0].id);
      await second.query('BEGIN');
      const pid = await pidOf(second);
      let secondDone = false;
      const secondWrite = makeAdmin(second, members[1].id).then(() => (secondDone = true));
      // The second finishes while the first is still open, never waiting for a lock.
      let waited = false;
      while (!secondDone && !waited) waited = await isWaiting(pid);
      expect(waited).toBe(false);
      await secondWrite;
      await second.query('COMMIT');
      await db().query('COMMIT');
    } finally {
      await db()
        .query('ROLLBACK')
        .catch(() => {});
      await second.end();
    }
    expect(await awayPerDay(org.id)).toEqual([]);
  });

  /** An organisation of the test's own: its staffing_day rows are the test's alone. */
  const newOrganization = async () =>
    (await db().query<{ id: string }>(`INSERT INTO organization (name) VALUES ('Samtidig AS') RETURNING id`))
      .rows[0];

  const membersOf = async (organizationId: string) =>
    (
      await db().query<{ id: string }>(
        `INSERT INTO membership (organization_id, user_uid, name, email)
         SELECT $1::uuid, 'samtidig-' || $1::text || n, 'Ansatt ' || n, 'ansatt' || n || '@samtidig.test'
           FROM generate_series(1, 2) n
         RETURNING id`,
        [organizationId],
      )
    ).rows;

  const approve = (
    client: pg.Client,
    organizationId: string,
    membershipId: string,
    from: string,
    to: string,
  ) =>
    client.query(
      `INSERT INTO vacation_request (organization_id, membership_id, start_date, end_date, status)
       VALUES ($1, $2, $3, $4, 'Approved')`,
      [organizationId, membershipId, from, to],
    );

  const pidOf = async (client: pg.Client) =>
    (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;

  const isWaiting = async (pid: number) =>
    Boolean((await db().query(`SELECT 1 FROM pg_locks WHERE pid = $1 AND NOT granted`, [pid])).rowCount);

  /**
   * `first` in an open transaction, then `second` in another; once the second waits, `thenFirst` in the
   * first transaction, which then commits.
   */
  async function concurrently(
    first: () => Promise<unknown>,
    second: (client: pg.Client) => Promise<unknown>,
    thenFirst: () => Promise<unknown> = async () => {},
  ) {
    const client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
    try {
      await db().query('BEGIN');
      await first();
      await client.query('BEGIN');
      const pid = await pidOf(client);
      const secondDone = second(client).then(() => client.query('COMMIT'));
      // The first commits only once the second is waiting for its lock (not before, not after).
      while (!(await isWaiting(pid)));
      await thenFirst();
      await db().query('COMMIT');
      await secondDone;
    } finally {
      await db().query('ROLLBACK'); // after a failure: the next test starts outside a transaction
      await client.end();
    }
  }

  const awayPerDay = async (organizationId: string) =>
    (
      await db().query<{ day: string; members: number }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, members FROM staffing_day
          WHERE organization_id = $1 AND scope = $1 AND grp = '*' ORDER BY day`,
        [organizationId],
      )
    ).rows;

  /** Every day from `from` to `to` with `members` away. */
  const days = (from: string, to: string, members: number) => {
    const out: { day: string; members: number }[] = [];
    for (
      let d = new Date(`${from}T00:00:00Z`);
      d <= new Date(`${to}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + 1)
    )
      out.push({ day: d.toISOString().slice(0, 10), members });
    return out;
  };
});
