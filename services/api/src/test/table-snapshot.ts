import type { TestDatabase } from './harness.js';

/**
 * Row count and a hash of the full contents of every table in the schema: equal snapshots mean no
 * row was inserted, changed or deleted in between.
 */
export async function tableSnapshot(
  dataSource: Pick<TestDatabase, 'query'>,
): Promise<Record<string, { rows: number; hash: string }>> {
  const tables: { name: string }[] = await dataSource.query(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const snapshot: Record<string, { rows: number; hash: string }> = {};
  for (const { name } of tables) {
    const [row] = await dataSource.query(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${name}" t`,
    );
    snapshot[name] = row;
  }
  return snapshot;
}
