import { randomBytes } from 'node:crypto';
import { startTemporaryPostgres } from '@ferieplan/tools/kit/embedded-postgres.mjs';
import { freePort } from '@ferieplan/tools/kit/port-check.mjs';
import pg from 'pg';
import { runMigrationsExclusively } from '../database/run-migrations.js';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, uniquely named database (dropped afterwards) on the server at `serverUrl`; without one,
 * on an embedded PostgreSQL server started for this run (stopped and deleted afterwards).
 */
export async function createTestDatabase(serverUrl: string | undefined): Promise<TestDatabase> {
  if (serverUrl) return createDatabaseOn(serverUrl);
  const server = await startTemporaryPostgres({ port: await freePort(), log: () => {} });
  const database = await createDatabaseOn(server.serverUrl).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  return { url: database.url, drop: () => server.stop() };
}

async function createDatabaseOn(serverUrl: string): Promise<TestDatabase> {
  const name = `ferieplan_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Runs all migrations once, before any test file boots the app (avoids parallel migration races). */
export async function migrate(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await runMigrationsExclusively(pool);
  } finally {
    await pool.end();
  }
}
