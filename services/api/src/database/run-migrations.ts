import type { Pool, PoolClient } from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrations as ours } from './migrations/index.js';

// Any fixed number shared by every API process; it names the lock, nothing else.
const MIGRATION_LOCK = 724_600_1;

// The `migrations` table as TypeORM made it (same columns and key name), so databases migrated before
// keep their history and TypeORM's own CLI could still read it.
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS migrations (
  id SERIAL NOT NULL, "timestamp" bigint NOT NULL, name character varying NOT NULL,
  CONSTRAINT "PK_8c82d7f526340ab734260ea46be" PRIMARY KEY (id))`;

type MigrationClass = new () => MigrationInterface;

/** A migration's name and the JavaScript timestamp its class name ends with (TypeORM's convention). */
function named(Migration: MigrationClass): { name: string; timestamp: number; instance: MigrationInterface } {
  const instance = new Migration();
  const name = instance.name ?? Migration.name;
  const timestamp = Number(name.slice(-13));
  if (!Number.isInteger(timestamp)) throw new Error(`${name}: a migration's name ends with its timestamp`);
  return { name, timestamp, instance };
}

/**
 * What our migrations use of TypeORM's QueryRunner: query(), as they are plain SQL (the rows of the
 * statement, as TypeORM returns them). Nothing else is offered.
 */
const queryRunnerOn = (client: PoolClient) =>
  ({
    query: async (sql: string, parameters?: unknown[]) => (await client.query(sql, parameters)).rows,
  }) as unknown as QueryRunner;

/**
 * Runs the pending migrations in timestamp order, each in its own transaction with its row in
 * `migrations` (TypeORM's 'each'), while holding a PostgreSQL session advisory lock, so that several API
 * replicas starting at once (compose, Kubernetes) migrate one after another instead of racing on the
 * same DDL: the first applies them, the others wait and then find nothing left to do. Without TypeORM
 * itself: loading it (~300 modules) was a large part of a new replica's start (issue 28).
 * Returns the names of the migrations applied.
 */
export async function runMigrationsExclusively(
  pool: Pool,
  migrations: readonly MigrationClass[] = ours,
): Promise<string[]> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(MIGRATIONS_TABLE);
    const applied = new Set(
      (await client.query<{ name: string }>('SELECT name FROM migrations')).rows.map((row) => row.name),
    );
    const pending = migrations
      .map(named)
      .filter(({ name }) => !applied.has(name))
      .sort((a, b) => a.timestamp - b.timestamp);
    const queryRunner = queryRunnerOn(client);
    for (const { name, timestamp, instance } of pending) {
      await client.query('BEGIN');
      try {
        await instance.up(queryRunner);
        await client.query('INSERT INTO migrations ("timestamp", name) VALUES ($1, $2)', [timestamp, name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => (broken = true));
        throw error;
      }
    }
    return pending.map(({ name }) => name);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => (broken = true));
    client.release(broken);
  }
}
