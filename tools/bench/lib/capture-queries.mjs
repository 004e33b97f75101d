// Loaded into the API under measurement (node --import) by bench:scale: writes every statement the API
// sends to PostgreSQL ({ text, values, prepared, generic }: named; run with its generic plan, as the
// pool's plan_cache_mode makes every statement with parameters unless its transaction set
// force_custom_plan) as a JSON line to BENCH_CAPTURE_FILE, until the
// process gets SIGUSR2, so the bench can EXPLAIN exactly what each route ran. pg is the one the API
// resolves (from BENCH_CAPTURE_MAIN, its main.js); pg-boss's own connections and session or
// transaction control statements are left out.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const file = process.env.BENCH_CAPTURE_FILE;
const { Client } = createRequire(process.env.BENCH_CAPTURE_MAIN)('pg');
const CONTROL = /^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|SET|SELECT pg_advisory)/i;
const CUSTOM_PLANS = /SET LOCAL plan_cache_mode\s*=\s*force_custom_plan/i;
const TRANSACTION_END = /^\s*(COMMIT|ROLLBACK)/i;
/** Clients inside a transaction that set force_custom_plan. */
const customPlanning = new WeakSet();
let capturing = true;
process.once('SIGUSR2', () => (capturing = false));

const query = Client.prototype.query;
Client.prototype.query = function capture(config, values, callback) {
  if (capturing && this.connectionParameters?.application_name !== 'ferieplan-jobs') {
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text === 'string' && CUSTOM_PLANS.test(text)) customPlanning.add(this);
    if (typeof text === 'string' && TRANSACTION_END.test(text)) customPlanning.delete(this);
    if (typeof text === 'string' && !CONTROL.test(text)) {
      const params = Array.isArray(values) ? values : (config?.values ?? []);
      const generic = params.length > 0 && !customPlanning.has(this);
      appendFileSync(
        file,
        `${JSON.stringify({ text, values: params, prepared: Boolean(config?.name), generic })}\n`,
      );
    }
  }
  return query.call(this, config, values, callback);
};
