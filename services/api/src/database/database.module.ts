import { Module } from '@nestjs/common';
import { Pool } from 'pg';
import { migrations } from './migrations/index.js';
import { PoolModule } from './pool.js';
import { runMigrationsExclusively } from './run-migrations.js';

/**
 * TypeORM's `driver` option (the pg module it connects with; documented to default to require('pg'))
 * whose Pool is the API's pool: TypeORM opens no connections of its own.
 */
const onPool = (pool: Pool) => ({
  Pool: function ApiPool() {
    return pool;
  },
});

/** True when TypeORM's `migrations` table lacks one of ours (or does not exist yet: an empty database). */
async function hasPendingMigrations(pool: Pool): Promise<boolean> {
  const { rows } = await pool.query<{ present: boolean }>(
    `SELECT to_regclass('migrations') IS NOT NULL AS present`,
  );
  if (!rows[0].present) return true;
  const applied = new Set(
    (await pool.query<{ name: string }>('SELECT name FROM migrations')).rows.map((row) => row.name),
  );
  return migrations.some((Migration) => !applied.has(new Migration().name ?? Migration.name));
}

/**
 * Runs the pending migrations at start, before any route serves. TypeORM (~300 modules, ~150 ms to
 * load) is imported only when one is pending: a replica joining a migrated database only asks the
 * `migrations` table, with the pool (issue 28). Replicas starting at once still migrate one after
 * another (runMigrationsExclusively re-reads the table under its lock).
 */
async function migrate(pool: Pool): Promise<true> {
  if (!(await hasPendingMigrations(pool))) return true;
  const { DataSource } = await import('typeorm');
  const dataSource = await new DataSource({
    type: 'postgres',
    driver: onPool(pool),
    synchronize: false,
    migrationsRun: false,
    migrations,
    uuidExtension: 'pgcrypto',
    installExtensions: false,
  }).initialize();
  // Not destroyed: that would end the API's pool (PoolModule ends it at shutdown).
  await runMigrationsExclusively(dataSource);
  return true;
}

/** Injected by nothing; its factory runs once at start, before the application listens. */
const MIGRATED = Symbol('MIGRATED');

@Module({
  imports: [PoolModule],
  providers: [{ provide: MIGRATED, inject: [Pool], useFactory: migrate }],
})
export class DatabaseModule {}
