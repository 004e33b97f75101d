import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgresServer,
} from '@ferieplan/tools/kit/embedded-postgres.mjs';
import { freePort } from '@ferieplan/tools/kit/port-check.mjs';
import { serverCore } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../app-factory.js';
import { client } from '../test/client.js';
import { createApp, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization, type SeededOrganization } from '../test/factories.js';

/**
 * Issue 17 item 6: while PostgreSQL is down every route that needs it answers 503 with Retry-After and
 * the Norwegian message (never 500), and the API serves again by itself once the database is back.
 * Runs on a PostgreSQL server of its own (stopped and started here), never on the machine's server.
 */
describe('database outage', () => {
  let dataDir: string;
  let port: number;
  let server: EmbeddedPostgresServer;
  let app: NestFastifyApplication;
  let admin: TestUser;
  let org: SeededOrganization;

  const start = () => startEmbeddedPostgres({ dataDir, port, purpose: 'test', log: () => {} });

  beforeAll(async () => {
    const parent = mkdtempSync(join(tmpdir(), 'ferieplan-outage-'));
    // As root, PostgreSQL runs as the postgres account, which must reach the folder.
    chmodSync(parent, 0o755);
    dataDir = join(parent, 'data');
    port = await freePort();
    server = await start();
    app = await createApp({ databaseUrl: await server.ensureDatabase('outage') });
    admin = await signUp();
    org = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
  });
  afterAll(async () => {
    await app?.close();
    await server?.stop();
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  const myOrganizations = () => client(app, admin).get('/api/Organizations/my');

  // A page of the employee list is a named (prepared) statement: prepared before the outage, 503 during it.
  const employeePage = () => client(app, admin).get(`/api/Users/organization/${org.id}?limit=2`);

  it('answers 503 + Retry-After on every route while the database is down, and recovers by itself', async () => {
    expect((await myOrganizations()).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) expect((await employeePage()).statusCode).toBe(200);
    await server.stop();

    const member = org.membershipIds[admin.uid];
    const statuses = new Map<number, number>();
    const refused: string[] = [];
    for (const route of registeredRoutes(app)) {
      if (
        ['HEAD', 'OPTIONS'].includes(route.method) ||
        route.url === '*' ||
        route.url.startsWith('/api/docs')
      )
        continue;
      // Ids of real rows; a body route's empty body is refused (400) before the database is needed.
      const url = route.url.replace(/:\w+/g, route.url.startsWith('/api/Users/') ? member : org.id);
      const response = await client(app, admin).request(route.method as 'GET', url);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500) {
        if (response.statusCode !== 503) refused.push(`${route.method} ${route.url}: ${response.statusCode}`);
        // The health probes keep their own 503 body ({ status, database }).
        else if (!route.url.startsWith('/api/health')) {
          expect(response.headers['retry-after'], route.url).toBe('5');
          expect(response.json(), route.url).toEqual({
            statusCode: 503,
            message: serverCore.serviceUnavailable,
          });
        }
      }
    }
    // Valid writes need the database too.
    const writes = [
      {
        method: 'POST' as const,
        url: '/api/VacationRequests',
        payload: {
          organizationId: org.id,
          startDate: `${new Date().getFullYear()}-06-01`,
          endDate: `${new Date().getFullYear()}-06-02`,
        },
      },
      { method: 'PUT' as const, url: `/api/Users/${member}`, payload: { name: 'Kari' } },
      { method: 'POST' as const, url: '/api/Teams', payload: { organizationId: org.id, name: 'Drift' } },
      {
        method: 'PUT' as const,
        url: `/api/Organizations/${org.id}/approval-settings`,
        payload: { requireSecondAdmin: true },
      },
    ];
    for (const write of writes) {
      const response = await client(app, admin).request(write.method, write.url, write.payload);
      expect([write.url, response.statusCode, response.headers['retry-after']]).toEqual([
        write.url,
        503,
        '5',
      ]);
      statuses.set(503, (statuses.get(503) ?? 0) + 1);
    }
    console.log(
      `[outage] ${[...statuses.values()].reduce((a, b) => a + b, 0)} requests while down: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
    );
    const page = await employeePage();
    expect([page.statusCode, page.headers['retry-after']]).toEqual([503, '5']);
    expect(refused, 'routes answering another 5xx than 503').toEqual([]);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(10);
    expect((await myOrganizations()).statusCode).toBe(503);

    const downAt = Date.now();
    server = await start();
    let recovered = await myOrganizations();
    while (recovered.statusCode !== 200 && Date.now() - downAt < 20_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      recovered = await myOrganizations();
    }
    console.log(`[outage] serving again ${Date.now() - downAt} ms after PostgreSQL was started again`);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().map((o: { id: string }) => o.id)).toContain(org.id);
    expect((await employeePage()).statusCode).toBe(200);
  });
});
