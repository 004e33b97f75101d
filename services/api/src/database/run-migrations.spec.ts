import { DataSource } from 'typeorm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { migrations } from './migrations/index.js';
import { runMigrationsExclusively } from './run-migrations.js';

// Several API replicas start at once against one new database: every one must come up, and each
// migration must be applied exactly once. Only real PostgreSQL has concurrent sessions to race.
describe.runIf(Boolean(process.env.DATABASE_URL))('runMigrationsExclusively', () => {
  let database: TestDatabase;
  const sources: DataSource[] = [];
  afterAll(async () => {
    await Promise.all(sources.map((source) => source.destroy()));
    await database?.drop();
  });

  it('lets three replicas migrate a fresh database at the same time', async () => {
    database = await createTestDatabase(process.env.DATABASE_URL);
    for (let i = 0; i < 3; i++) {
      sources.push(await new DataSource({ type: 'postgres', url: database.url, migrations }).initialize());
    }
    const results = await Promise.allSettled(sources.map((source) => runMigrationsExclusively(source)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const applied = await sources[0]!.query('SELECT name FROM migrations ORDER BY id');
    expect(applied).toHaveLength(migrations.length);
  });
});
