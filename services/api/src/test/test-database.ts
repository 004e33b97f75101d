import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { startEmbeddedPostgres } from '../database/embedded-postgres.js';
import { migrations } from '../database/migrations/index.js';
import { runMigrationsExclusively } from '../database/run-migrations.js';

export interface TestDatabase {
  url: string;
  kind: 'postgres' | 'pglite';
  drop(): Promise<void>;
}

/**
 * With a server URL: a fresh, uniquely named database on that server (dropped afterwards).
 * Without: an in-memory PGlite behind the socket server (gone afterwards).
 */
export async function createTestDatabase(serverUrl: string | undefined): Promise<TestDatabase> {
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres('memory://', 200);
    return { url: embedded.url, kind: 'pglite', drop: () => embedded.stop() };
  }
  const name = `ferieplan_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: 'postgres',
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
  const dataSource = new DataSource({ type: 'postgres', url, migrations, installExtensions: false });
  await dataSource.initialize();
  try {
    await runMigrationsExclusively(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
