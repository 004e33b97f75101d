import { Module } from '@nestjs/common';
import { Pool } from 'pg';
import { PoolModule } from './pool.js';
import { runMigrationsExclusively } from './run-migrations.js';

/** Runs the pending migrations at start, before any route serves (runMigrationsExclusively). */
async function migrate(pool: Pool): Promise<true> {
  await runMigrationsExclusively(pool);
  return true;
}

/** Injected by nothing; its factory runs once at start, before the application listens. */
const MIGRATED = Symbol('MIGRATED');

@Module({
  imports: [PoolModule],
  providers: [{ provide: MIGRATED, inject: [Pool], useFactory: migrate }],
})
export class DatabaseModule {}
