import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Every metric the API exposes at /api/metrics, in one process-wide registry: the counters are moved
 * from plain functions too (runInTransaction, the rate-limit storage), which have no Nest injector.
 * Labels are bounded sets only (route templates, status classes, SQLSTATE classes, queue names), never
 * an id, an address or a path as sent.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequests = new Counter({
  name: 'ferieplan_http_requests_total',
  help: 'HTTP requests answered, by method, route template and status class.',
  labelNames: ['method', 'route', 'status_class'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'ferieplan_http_request_duration_seconds',
  help: 'Time from the request arriving to its response being sent.',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const httpInFlight = new Gauge({
  name: 'ferieplan_http_requests_in_flight',
  help: 'HTTP requests being answered now.',
  registers: [registry],
});

export const dbPoolConnections = new Gauge({
  name: 'ferieplan_db_pool_connections',
  help: "The API pool's connections: total, idle, and callers waiting for one.",
  labelNames: ['state'] as const,
  registers: [registry],
});

const dbQueryErrors = new Counter({
  name: 'ferieplan_db_query_errors_total',
  help: 'Failed SQL statements by SQLSTATE class (first two characters; "none" for driver errors).',
  labelNames: ['class'] as const,
  registers: [registry],
});

export const dbTransactionRetries = new Counter({
  name: 'ferieplan_db_transaction_retries_total',
  help: 'Transactions run again after a deadlock (40P01) or serialization failure (40001).',
  registers: [registry],
});

export const dbTransactionConflicts = new Counter({
  name: 'ferieplan_db_transaction_conflicts_total',
  help: 'Transactions given up after their retries: answered 409.',
  registers: [registry],
});

export const databaseUp = new Gauge({
  name: 'ferieplan_database_up',
  help: "1 when the database answered the last scrape's queries, else 0.",
  registers: [registry],
});

export const outboxPending = new Gauge({
  name: 'ferieplan_outbox_pending',
  help: 'Mails in the outbox not sent yet.',
  registers: [registry],
});

export const outboxOldestAge = new Gauge({
  name: 'ferieplan_outbox_oldest_pending_age_seconds',
  help: 'Age of the oldest mail not sent yet (0 when none waits).',
  registers: [registry],
});

export const jobQueueDepth = new Gauge({
  name: 'ferieplan_job_queue_depth',
  help: 'pg-boss jobs waiting (created or retry) per queue.',
  labelNames: ['queue'] as const,
  registers: [registry],
});

export const mailsDelivered = new Counter({
  name: 'ferieplan_mail_deliveries_total',
  help: 'Mail delivery attempts by outcome: sent, retry (failed, tried again later), failed (given up).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const rateLimitRejections = new Counter({
  name: 'ferieplan_rate_limit_rejections_total',
  help: 'Requests refused with 429.',
  registers: [registry],
});

export const rateLimitFallback = new Gauge({
  name: 'ferieplan_rate_limit_redis_fallback',
  help: '1 while Redis cannot be reached and the rate limit counts in this process only.',
  registers: [registry],
});

export const authFailures = new Counter({
  name: 'ferieplan_auth_failures_total',
  help: 'Requests refused by authentication, by reason: missing, invalid, unavailable (identity provider).',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export const stripeWebhookEvents = new Counter({
  name: 'ferieplan_stripe_webhook_events_total',
  help: 'Stripe webhook deliveries by event type ("unverified" when refused) and outcome.',
  labelNames: ['type', 'outcome'] as const,
  registers: [registry],
});

/** The SQLSTATE class of an error's code, or "none" (a driver or socket error). */
export function countQueryError(error: unknown): void {
  const code = (error as { code?: unknown } | null)?.code;
  dbQueryErrors.inc({
    class: typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code.slice(0, 2) : 'none',
  });
}
