import type { DataSource } from 'typeorm';

// Any fixed number shared by every API process; it names the lock, nothing else.
const MIGRATION_LOCK = 724_600_1;

/**
 * Runs pending migrations while holding a PostgreSQL session advisory lock, so that several API replicas
 * starting at once (compose, Kubernetes) migrate one after another instead of racing on the same DDL:
 * the first applies them, the others wait and then find nothing left to do.
 */
export async function runMigrationsExclusively(dataSource: DataSource): Promise<void> {
  const lockHolder = dataSource.createQueryRunner();
  await lockHolder.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lockHolder.release();
  }
}
