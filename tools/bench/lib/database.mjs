// The benchmarks' PostgreSQL: one server (BENCH_PG_URL), a fresh database per run on it.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../kit/root.mjs';

const pg = createRequire(join(ROOT, 'services/api/package.json'))('pg');

/**
 * The server every benchmark seeds on: BENCH_PG_URL (BENCH_DB_SERVER, its former name in
 * bench:reports, still counts), else the local PostgreSQL.
 */
const DATABASE_SERVER =
  process.env.BENCH_PG_URL ?? process.env.BENCH_DB_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database `<prefix>_<timestamp>` on DATABASE_SERVER (BENCH_DB_PREFIX replaces the bench's
 * prefix), dropped at the end of the run unless BENCH_KEEP_DB=1. Returns its URL.
 */
export async function freshDatabase(prefix, defer) {
  const name = `${process.env.BENCH_DB_PREFIX ?? prefix}_${Date.now()}`;
  await withClient(DATABASE_SERVER, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(DATABASE_SERVER);
  url.pathname = `/${name}`;
  defer(async () => {
    if (process.env.BENCH_KEEP_DB) return console.log(`Database kept: ${url}`);
    await withClient(DATABASE_SERVER, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  });
  return url.toString();
}
