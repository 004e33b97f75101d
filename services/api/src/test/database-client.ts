import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';

/**
 * A bare pg client on the run's migrated test database, connected before the suite's tests and ended
 * after them: for the suites that query SQL functions and fragments directly, without the app.
 * Call inside a describe; the returned function gives the client once the suite runs.
 */
export function useDatabaseClient(): () => pg.Client {
  let client: pg.Client | undefined;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
  });
  return () => {
    if (!client) throw new Error('useDatabaseClient: the suite has not started');
    return client;
  };
}
