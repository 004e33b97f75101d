// The restore drill: the documented backup and restore (tools/ops/backup.sh, tools/ops/restore.sh)
// run against this run's database; an API started on the restored copy serves the same data.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { uniqueOrgnr } from '@ferieplan/tools/kit/orgnr.mjs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, signUp, type TestUser } from '../test/harness.js';

const OPS = resolve(import.meta.dirname, '../../../../tools/ops');

async function onServer(databaseUrl: string, sql: string): Promise<void> {
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('backup and restore drill', () => {
  const sourceUrl = inject('databaseUrl');
  const restoredName = `ferieplan_restored_${Date.now()}`;
  const restoredUrl = Object.assign(new URL(sourceUrl), { pathname: `/${restoredName}` }).toString();
  const folder = mkdtempSync(join(tmpdir(), 'ferieplan-backup-'));
  let source: NestFastifyApplication;
  let restored: NestFastifyApplication | undefined;
  let admin: TestUser;

  beforeAll(async () => {
    source = await createApp();
    admin = await signUp(undefined, { displayName: 'Berit Backup' });
  });
  afterAll(async () => {
    await source?.close();
    await restored?.close();
    await onServer(sourceUrl, `DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
    rmSync(folder, { recursive: true, force: true });
  });

  it('a restored copy serves the same organisation, people, teams, invitations and requests', async () => {
    const api = client(source, admin);
    const org = (
      await api.post('/api/Organizations', { name: 'Gjenopprett AS', orgnr: uniqueOrgnr() })
    ).json();
    expect((await api.post('/api/Teams', { name: 'Drift', organizationId: org.id })).statusCode).toBe(201);
    expect(
      (await api.post('/api/UserInvitations', { organizationId: org.id, email: 'ny@example.test' }))
        .statusCode,
    ).toBe(201);
    const year = new Date().getFullYear();
    const request = await api.post('/api/VacationRequests', {
      organizationId: org.id,
      startDate: `${year}-07-06`,
      endDate: `${year}-07-10`,
      description: 'Sommer, æøå',
    });
    expect(request.statusCode).toBe(201);

    const paths = [
      '/api/Organizations/my',
      `/api/Users/organization/${org.id}`,
      `/api/Teams/organization/${org.id}`,
      `/api/UserInvitations/organization/${org.id}`,
      `/api/VacationRequests/organization/${org.id}`,
    ];
    const before = await Promise.all(paths.map((path) => api.json(path)));

    const file = join(folder, 'ferieplan.dump');
    execFileSync(join(OPS, 'backup.sh'), [file], { env: { ...process.env, DATABASE_URL: sourceUrl } });
    await onServer(sourceUrl, `CREATE DATABASE ${restoredName}`);
    execFileSync(join(OPS, 'restore.sh'), [file, restoredUrl]);

    restored = await createApp({ databaseUrl: restoredUrl });
    const after = await Promise.all(paths.map((path) => client(restored!, admin).json(path)));
    expect(after).toEqual(before);
    expect(after[4]).toContainEqual(expect.objectContaining({ description: 'Sommer, æøå' }));
  });

  it('refuses to restore into a database that already has tables', () => {
    const file = join(folder, 'again.dump');
    execFileSync(join(OPS, 'backup.sh'), [file], { env: { ...process.env, DATABASE_URL: sourceUrl } });
    expect(() => execFileSync(join(OPS, 'restore.sh'), [file, sourceUrl], { stdio: 'pipe' })).toThrow(
      /tom database/,
    );
  });
});
