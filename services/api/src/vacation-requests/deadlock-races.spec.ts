import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization, type SeededOrganization } from '../test/factories.js';

/**
 * Issue 17 item 2: two check-then-writes that locked rows in opposite orders deadlocked (40P01) and
 * answered 500. Every round fires both requests at the same moment; no round may end in a 5xx, and
 * the data must stay consistent. The rounds and statuses are printed for the note.
 */

const ROUNDS = 40;

describe('deadlock races (real PostgreSQL)', () => {
  let app: NestFastifyApplication;
  // A second API process on the same database (its own pool), as a second replica would be.
  let replica: NestFastifyApplication;
  let admin: TestUser;
  let member: TestUser;
  let org: SeededOrganization;

  beforeAll(async () => {
    [app, replica] = await Promise.all([createApp(), createApp()]);
    [admin, member] = await Promise.all([signUp(), signUp()]);
    org = await seedOrganization(app, { admins: [admin], members: [member], plan: 'Pro' });
    for (const instance of [app, replica]) {
      for (const user of [admin, member]) {
        await client(instance, user).get('/api/VacationRequests/my');
      }
    }
  });
  afterAll(async () => {
    await Promise.all([app?.close(), replica?.close()]);
  });

  /** A distinct one-day request per round (weekdays of 2026 by day of year). */
  const day = (round: number) =>
    new Date(Date.UTC(new Date().getFullYear(), 0, 5 + round * 3)).toISOString().slice(0, 10);
  const submit = (round: number) =>
    client(app, member).post('/api/VacationRequests', {
      organizationId: org.id,
      startDate: day(round),
      endDate: day(round),
    });

  it(`PUT /api/Users/{id} racing POST /api/VacationRequests: ${ROUNDS} rounds, zero 5xx`, async () => {
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [edit, created] = await Promise.all([
        client(replica, admin).put(`/api/Users/${org.membershipIds[member.uid]}`, {
          name: `Kari ${round}`,
          yearlyDays: 20 + (round % 5),
        }),
        submit(round),
      ]);
      statuses.push(edit.statusCode, created.statusCode);
    }
    const fiveXx = statuses.filter((s) => s >= 500).length;
    console.log(`[races] edit vs submit: ${ROUNDS} rounds, statuses ${summary(statuses)}, 5xx: ${fiveXx}`);
    expect(fiveXx).toBe(0);
    expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
    const [{ n }] = await dataSourceOf(app).query(
      'SELECT count(*)::int AS n FROM vacation_request WHERE membership_id = $1',
      [org.membershipIds[member.uid]],
    );
    expect(n).toBe(ROUNDS);
  });

  it(`DELETE (cancel) racing PUT …/status Approved: ${ROUNDS} rounds, zero 5xx, exactly one wins`, async () => {
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const created = await submit(ROUNDS + round);
      expect(created.statusCode).toBe(201);
      const id = created.json().id as string;
      const [cancel, accept] = await Promise.all([
        client(app, member).delete(`/api/VacationRequests/${id}`),
        client(replica, admin).put(`/api/VacationRequests/${id}/status`, { status: 'Approved' }),
      ]);
      statuses.push(cancel.statusCode, accept.statusCode);
      const rows = await dataSourceOf(app).query('SELECT status FROM vacation_request WHERE id = $1', [id]);
      // Either the cancel won (row gone, the approval found nothing) or the approval won (cancel refused).
      if (cancel.statusCode === 204) expect([rows.length, accept.statusCode]).toEqual([0, 404]);
      else expect([cancel.statusCode, accept.statusCode, rows[0]?.status]).toEqual([409, 200, 'Approved']);
    }
    const fiveXx = statuses.filter((s) => s >= 500).length;
    console.log(`[races] cancel vs accept: ${ROUNDS} rounds, statuses ${summary(statuses)}, 5xx: ${fiveXx}`);
    expect(fiveXx).toBe(0);
  });
});

function summary(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
}
