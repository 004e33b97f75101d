import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * The API's one PostgreSQL connection pool, made here with pg's own API. Repositories send their SQL to
 * it (sql.ts), each transaction holds one of its connections (transaction.ts), and TypeORM, which runs
 * the migrations, is given this same pool (database.module.ts), so every statement of the process uses
 * these connections and session settings. It ends at shutdown, after the HTTP server has drained.
 */
function createPool(config: AppConfig): Pool {
  if (!config.databaseUrl) {
    throw new Error(
      'DATABASE_URL mangler: API-et trenger en PostgreSQL-database (npm start starter en innebygd) / DATABASE_URL is required.',
    );
  }
  const pool = new Pool({
    connectionString: config.databaseUrl,
    max: config.dbPoolSize,
    connectionTimeoutMillis: 10_000,
    // jit off: short OLTP queries only lose by it; the employee list's day counting (estimated costly
    // because of generate_series) spent 80 of its 340 ms compiling, and the reports 3.3 s of a 3.6 s
    // execution (EXPLAIN, tools/bench/api.mjs).
    // plan_cache_mode: a statement sent with parameters keeps its generic plan from the first execution:
    // the named ones (SqlRepository's `prepared`) and, as PostgreSQL applies it, the unnamed ones too;
    // the reports, whose plan depends on the organisation's size, opt out (customPlannedRows, issue 28). PostgreSQL's
    // own choice kept planning the employee page afresh (its generic cost estimate is higher), while the
    // generic plan ran it in 1.5-3.8 ms against 2.3-5.7 ms planned + run (issue 14).
    options: '-c jit=off -c plan_cache_mode=force_generic_plan',
  });
  // An idle connection that breaks (the server restarted) is dropped by the pool; without a listener
  // the 'error' event would end the process.
  const logger = new Logger('Database');
  pool.on('error', (error) => logger.warn(`an idle database connection failed: ${error.message}`));
  return pool;
}

/** pg-pool's own flag, set by end(); @types/pg does not declare it. */
export const isPoolEnded = (pool: Pool): boolean => (pool as Pool & { ended?: boolean }).ended === true;

/** Ends the pool once (pg throws on a second end): a test may have ended it already (a database outage). */
export async function endPool(pool: Pool): Promise<void> {
  if (!isPoolEnded(pool)) await pool.end();
}

/** Provides the pool (injected as `Pool`) to every module. */
@Global()
@Module({
  providers: [{ provide: Pool, inject: [APP_CONFIG], useFactory: createPool }],
  exports: [Pool],
})
export class PoolModule implements OnApplicationShutdown {
  constructor(@Inject(Pool) private readonly pool: Pool) {}

  async onApplicationShutdown(): Promise<void> {
    await endPool(this.pool);
  }
}
