import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { useDatabaseClient } from '../test/database-client.js';

// staffing_day (migration 1768850000000) is recomputed by the writing transaction's trigger. Two
// transactions approving absences of the same days in one organisation at the same time must both be
// counted: the second waits for the first (an advisory lock per organisation) and then recomputes
// with the first one's committed request, instead of failing or counting without it.

describe('staffing_day under concurrent writes', () => {
  const db = useDatabaseClient();

  it('counts both of two overlapping approvals committed by concurrent transactions', async () => {
    const {
      rows: [org],
    } = await db().query<{ id: string }>(
      `INSERT INTO organization (name) VALUES ('Samtidig AS') RETURNING id`,
    );
    const { rows: members } = await db().query<{ id: string }>(
      `INSERT INTO membership (organization_id, user_uid, name, email)
       SELECT $1, 'samtidig-' || n, 'Ansatt ' || n, 'ansatt' || n || '@samtidig.test' FROM generate_series(1, 2) n
       RETURNING id`,
      [org.id],
    );
    const second = new pg.Client({ connectionString: inject('databaseUrl') });
    await second.connect();
    const approve = (client: pg.Client, membershipId: string) =>
      client.query(
        `INSERT INTO vacation_request (organization_id, membership_id, start_date, end_date, status)
         VALUES ($1, $2, '2026-08-03', '2026-08-07', 'Approved')`,
        [org.id, membershipId],
      );
    try {
      await db().query('BEGIN');
      await approve(db(), members[0].id);
      await second.query('BEGIN');
      const {
        rows: [{ pid }],
      } = await second.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const secondDone = approve(second, members[1].id).then(() => second.query('COMMIT'));
      // The first commits only once the second is waiting for its lock (not before, not after).
      for (;;) {
        const { rowCount } = await db().query(`SELECT 1 FROM pg_locks WHERE pid = $1 AND NOT granted`, [pid]);
        if (rowCount) break;
      }
      await db().query('COMMIT');
      await secondDone;
    } finally {
      await second.end();
    }
    const { rows } = await db().query<{ day: string; members: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, members FROM staffing_day
        WHERE organization_id = $1 AND scope = $1 AND grp = '*' ORDER BY day`,
      [org.id],
    );
    expect(rows).toEqual(
      ['2026-08-03', '2026-08-04', '2026-08-05', '2026-08-06', '2026-08-07'].map((day) => ({
        day,
        members: 2,
      })),
    );
  });
});
