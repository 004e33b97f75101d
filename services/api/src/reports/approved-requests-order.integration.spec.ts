import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, signUp, type TestUser } from '../test/harness.js';
import { seedMember, seedOrganization, seedRequest } from '../test/factories.js';

// Issue 28: the approved-requests export is sorted in SQL (collation nb_name) instead of in Node. The order
// must stay what the Node sort gave: Intl.Collator('nb', base strength) by name, a stable sort over the
// SQL order (member id, start date) — so equal names (case, accents, 'aa' = 'å') fall to member id, then date.
const NAMES = [
  'Åse',
  'Zorro',
  'aase',
  'Øyvind',
  'Anne',
  'Ærlig',
  'anne',
  'Émile',
  'emile',
  'Ola-Nordmann',
  'Ola Nordmann',
  'Æsa',
  'ärne',
];
const collator = new Intl.Collator('nb', { sensitivity: 'base' });

describe('Approved-requests export order (Norwegian, ties by member then date)', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  let org: string;
  const requests: { name: string; email: string; memberId: string; startDate: string }[] = [];

  beforeAll(async () => {
    app = await createApp();
    admin = await signUp();
    org = (await seedOrganization(app, { plan: 'Pro' })).id;
    await seedMember(app, org, { user: admin, isAdmin: true, name: 'Kari Admin' });
    for (const [index, name] of NAMES.entries()) {
      const email = `member-${index}@example.test`;
      const memberId = await seedMember(app, org, { name, email });
      // Two requests each, the later one stored first: the date order is the SQL's, not the insert order.
      for (const startDate of ['2027-09-06', `2027-03-${String(index + 10)}`]) {
        await seedRequest(app, memberId, {
          status: 'Approved',
          startDate,
          approvedAt: '2027-02-01T10:00:00Z',
        });
        requests.push({ name, email, memberId, startDate });
      }
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const exported = async (): Promise<string[][]> =>
    (
      parse(
        (
          await client(app, admin).get(
            `/api/Reports/organization/${org}/approved-requests/export?year=2027&format=csv`,
          )
        ).rawPayload,
        { bom: true, delimiter: ';' },
      ) as string[][]
    ).slice(1);

  it('puts Æ, Ø, Å after Z and ties case and accents', async () => {
    const names = [...new Set((await exported()).map((row) => row[0]))];
    expect(names.slice(-8)).toEqual(
      expect.arrayContaining(['Zorro', 'Ærlig', 'Æsa', 'ärne', 'Øyvind', 'Åse', 'aase']),
    );
    expect(names.indexOf('Zorro')).toBeLessThan(names.indexOf('Ærlig'));
    expect(names.indexOf('Æsa')).toBeLessThan(names.indexOf('Øyvind'));
    expect(names.indexOf('Øyvind')).toBeLessThan(Math.min(names.indexOf('Åse'), names.indexOf('aase')));
    expect(names.indexOf('Ola Nordmann')).toBeLessThan(names.indexOf('Ola-Nordmann'));
  });

  it('orders exactly as the stable Node sort over (member id, start date) did', async () => {
    const expected = [...requests]
      .sort((a, b) =>
        a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : a.startDate < b.startDate ? -1 : 1,
      )
      .sort((a, b) => collator.compare(a.name, b.name))
      .map((request) => [request.name, request.email, request.startDate.split('-').reverse().join('.')]);
    expect((await exported()).map((row) => [row[0], row[1], row[3]])).toEqual(expected);
  });
});
