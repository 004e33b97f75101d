import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { migrations } from './migrations/index.js';
import { runMigrationsExclusively } from './run-migrations.js';

// Several API replicas start at once against one new database: every one must come up, and each
// migration must be applied exactly once. Only real PostgreSQL has concurrent sessions to race.
describe.runIf(Boolean(process.env.DATABASE_URL))('runMigrationsExclusively', () => {
  let database: TestDatabase;
  const pools: pg.Pool[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await database?.drop();
  });

  it('lets three replicas migrate a fresh database at the same time, each migration once', async () => {
    database = await createTestDatabase(process.env.DATABASE_URL);
    for (let i = 0; i < 3; i++) pools.push(new pg.Pool({ connectionString: database.url, max: 2 }));
    const results = await Promise.allSettled(pools.map((pool) => runMigrationsExclusively(pool)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const appliedBy = results.map((result) => (result.status === 'fulfilled' ? result.value.length : -1));
    expect(appliedBy.sort()).toEqual([0, 0, migrations.length]);
    const { rows } = await pools[0]!.query<{ name: string; timestamp: string }>(
      'SELECT name, "timestamp" FROM migrations ORDER BY id',
    );
    // In timestamp order, with TypeORM's columns (the history of databases it migrated stays readable).
    expect(rows.map((row) => Number(row.timestamp))).toEqual(
      rows.map((row) => Number(row.name.slice(-13))).sort((a, b) => a - b),
    );
    expect(rows).toHaveLength(migrations.length);
    // A migrated database: nothing to do.
    expect(await runMigrationsExclusively(pools[1]!)).toEqual([]);
  });

  it('rolls back a failing migration with its row, and applies it once it is fixed', async () => {
    class Broken1768000000001 {
      name = 'Broken1768000000001';
      async up(runner: { query(sql: string): Promise<unknown> }) {
        await runner.query('CREATE TABLE scale2_probe (id int)');
        await runner.query('SELECT * FROM no_such_table');
      }
      async down() {}
    }
    await expect(runMigrationsExclusively(pools[0]!, [...migrations, Broken1768000000001])).rejects.toThrow(
      /no_such_table/,
    );
    const { rows } = await pools[0]!.query(`SELECT to_regclass('scale2_probe') AS probe`);
    expect(rows[0].probe).toBeNull();
    class Fixed1768000000001 {
      name = 'Broken1768000000001';
      async up(runner: { query(sql: string): Promise<unknown> }) {
        await runner.query('CREATE TABLE scale2_probe (id int)');
      }
      async down() {}
    }
    expect(await runMigrationsExclusively(pools[0]!, [...migrations, Fixed1768000000001])).toEqual([
      'Broken1768000000001',
    ]);
  });
});
