// EXPLAIN (ANALYZE, BUFFERS) of a statement as the API runs it: on a connection with the API pool's
// session settings (services/api/src/database/pool.ts: no JIT; plan_cache_mode=force_generic_plan,
// which PostgreSQL applies to every statement sent with parameters, named or not), through
// PREPARE/EXECUTE: the generic plan; planned for its values instead where the API asked for that
// (customPlannedRows: force_custom_plan) or when the statement has no parameters.
import pg from 'pg';
import { prepareValue } from 'pg/lib/utils.js';

/**
 * A connected client with the API pool's session settings; end() it when done. A plan that runs
 * longer than `timeoutMs` is cancelled (explainStatement says so).
 */
export async function explainClient(databaseUrl, timeoutMs = 60_000) {
  const client = new pg.Client({
    connectionString: databaseUrl,
    options: `-c jit=off -c plan_cache_mode=force_generic_plan -c statement_timeout=${timeoutMs}`,
  });
  await client.connect();
  return client;
}

const timeOf = (lines, label) =>
  Number(lines.find((line) => line.startsWith(`${label} Time:`))?.match(/([\d.]+) ms/)?.[1] ?? NaN);

/**
 * The plan's lines and its planning and execution times (ms). `generic`: the generic plan (as the API
 * runs a statement with parameters); otherwise planned for these values.
 */
export async function explainStatement(client, { text, values = [], generic }) {
  let rows;
  try {
    rows = await explainRows(client, text, values, generic);
  } catch (error) {
    if (error.code !== '57014') throw error;
    // statement_timeout: its plan without ANALYZE, and the time it was given.
    const plan = await explainRows(client, text, values, generic, 'EXPLAIN');
    const lines = [
      `(cancelled by statement_timeout: ${error.message})`,
      ...plan.map((row) => row['QUERY PLAN']),
    ];
    return { lines, planningMs: NaN, executionMs: Infinity };
  }
  const lines = rows.map((row) => row['QUERY PLAN']);
  return { lines, planningMs: timeOf(lines, 'Planning'), executionMs: timeOf(lines, 'Execution') };
}

/** EXPLAIN's rows for the statement, through PREPARE/EXECUTE when `generic`. */
async function explainRows(client, text, values, generic, explain = 'EXPLAIN (ANALYZE, BUFFERS)') {
  if (generic) {
    const literal = (value) =>
      value === null || value === undefined ? 'NULL' : client.escapeLiteral(String(prepareValue(value)));
    await client.query(`PREPARE bench_explain AS ${text}`);
    try {
      const args = values.length ? `(${values.map(literal).join(', ')})` : '';
      return (await client.query(`${explain} EXECUTE bench_explain${args}`)).rows;
    } finally {
      await client.query('DEALLOCATE bench_explain');
    }
  }
  // customPlannedRows's work_mem (services/api/src/database/sql.ts), for this statement only.
  await client.query("SET work_mem = '32MB'");
  try {
    return (await client.query(`${explain} ${text}`, values)).rows;
  } finally {
    await client.query('RESET work_mem');
  }
}
