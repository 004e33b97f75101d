import { isIP } from 'node:net';
import { ConfigurationError } from './configuration-error.js';
import { EnvReader, type Environment } from './env-reader.js';
import { DEFAULT_SICK_RETENTION_YEARS } from '@ferieplan/vacation-rules';
import { webhookConfig, type WebhookConfig } from './webhook-config.js';
import { chatConfig, type ChatConfig } from './chat-config.js';
import { pushConfig, type PushConfig } from './push-config.js';

/** E-mail settings. */
interface MailConfig {
  /** nodemailer SMTP URL (smtp://user:pass@host:port, smtps://...); null: mail stays in the outbox. */
  smtpUrl: string | null;
  /** The From header, e.g. `Ferieplan <noreply@ferieplan.no>`. */
  from: string;
  /** Where the API is reached from outside: the List-Unsubscribe link points at it. */
  apiOrigin: string;
  /** Attempts per mail before it is given up (the dead-letter state 'Failed'). */
  maxAttempts: number;
  /** First retry delay in seconds; pg-boss doubles it on every further attempt. */
  retryDelaySeconds: number;
  /** How often an idle worker asks the queue for work. */
  pollingIntervalSeconds: number;
}

/** Stripe settings. Without a secret key the local sandbox is used. */
export interface PaymentConfig {
  /** Real Stripe (test or live) secret key; null -> the local Stripe sandbox (tools/stripe-sandbox). */
  secretKey: string | null;
  /**
   * Signing secret of the webhook endpoint ('whsec_...'). There is no default: a secret that anyone
   * can read would let them forge a payment. Null -> every webhook delivery is refused.
   */
  webhookSecret: string | null;
  sandboxHost: string;
  sandboxPort: number;
  /** Oldest accepted signature timestamp, in seconds (Stripe's default is 300 too). */
  webhookToleranceSeconds: number;
}

/** Who may read /api/metrics (observability/metrics.controller.ts). Neither set: the route answers 404. */
export interface MetricsConfig {
  /** `Authorization: Bearer <token>` is let in from anywhere. */
  token: string | null;
  /** Addresses or CIDR ranges (the client address as TRUST_PROXY sees it) let in without a token. */
  allowedAddresses: string[];
}

/** Log lines: JSON (one object a line) for machines, or readable for `npm start`. */
interface LogConfig {
  level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  pretty: boolean;
}

/** Runtime configuration: every environment variable the API reads, read and checked once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** The PostgreSQL database (required; `npm start` passes its embedded server's). */
  databaseUrl: string;
  firebaseProjectId: string;
  firebaseAuthEmulatorHost: string | null;
  corsOrigins: string[];
  /** Origin of the web app: links in mails and Checkout's return address start with it. */
  appOrigin: string;
  /** How long a verified ID token is trusted without asking Firebase again (revocation delay). */
  authCacheTtlMs: number;
  authCacheMaxEntries: number;
  throttleLimit: number;
  throttleTtlMs: number;
  /** Requests per API key in each THROTTLE_TTL_MS window, whatever address they come from. */
  apiKeyThrottleLimit: number;
  dbPoolSize: number;
  /**
   * Trust X-Forwarded-* (only behind a reverse proxy; otherwise clients could dodge rate limits): a number
   * is how many proxies to trust from the socket inwards (behind one nginx: 1), `true` trusts every hop.
   */
  trustProxy: boolean | number;
  /** Redis for state shared by the replicas (the rate limit); null: in memory, per process. */
  redisUrl: string | null;
  /** Prefix of every Redis key this API writes (several deployments or tests can share one Redis). */
  redisKeyPrefix: string;
  /** After SIGTERM: how long readiness fails while requests are still served (load balancers catch up). */
  shutdownDelayMs: number;
  /** Then: the most time closing may take (in-flight requests, workers, pool) before the process exits. */
  shutdownTimeoutMs: number;
  mail: MailConfig;
  webhooks: WebhookConfig;
  /** Issue 29: Slack and Microsoft Teams. */
  chat: ChatConfig;
  /** Web Push (issue 29); null: off (production without VAPID keys). */
  push: PushConfig | null;
  payment: PaymentConfig;
  metrics: MetricsConfig;
  log: LogConfig;
  /** OTLP/HTTP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT, e.g. http://collector:4318); null: no tracing. */
  otlpEndpoint: string | null;
  /** Issue 25: how sick records are deleted (the retention job). */
  sickRetention: SickRetentionConfig;
}

/** Sick records are kept to the end of the `years`-th calendar year after their last day. */
interface SickRetentionConfig {
  years: number;
  /** When the job runs (cron, Europe/Oslo); default every night at 02:15. */
  cron: string;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

const PORT = { min: 1, max: 65_535 };
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const SECRET = { secret: true };

/**
 * Reads and checks every setting, in one pass with one policy (EnvReader): a bad value throws a
 * ConfigurationError of one line, and the API does not start.
 */
export function loadConfig(env: Environment = process.env): AppConfig {
  const read = new EnvReader(env);
  const port = read.integer('PORT', 3000, PORT);
  const databaseUrl = read.url('DATABASE_URL', ['postgres', 'postgresql'], SECRET);
  if (!databaseUrl) {
    throw new ConfigurationError(
      'DATABASE_URL mangler: API-et trenger en PostgreSQL-database (npm start starter en innebygd) / DATABASE_URL is required.',
    );
  }
  const firebaseProjectId = read.text('FIREBASE_PROJECT_ID') ?? 'demo-ferieplan';
  const production = read.text('NODE_ENV') === 'production';
  const appOrigin = read.httpAddress('APP_ORIGIN', 'http://localhost:4200');
  return {
    port,
    host: read.text('HOST') ?? '0.0.0.0',
    databaseUrl,
    firebaseProjectId,
    firebaseAuthEmulatorHost: emulatorHost(read, firebaseProjectId, production),
    corsOrigins: read.originList('CORS_ORIGINS', ['http://localhost:4200', 'http://127.0.0.1:4200']),
    appOrigin,
    authCacheTtlMs: read.integer('AUTH_CACHE_TTL_MS', 60_000, { min: 0 }),
    authCacheMaxEntries: read.integer('AUTH_CACHE_MAX_ENTRIES', 10_000, { min: 0 }),
    throttleLimit: read.integer('THROTTLE_LIMIT', 1000, { min: 1 }),
    throttleTtlMs: read.integer('THROTTLE_TTL_MS', 60_000, { min: 1 }),
    apiKeyThrottleLimit: read.integer('API_KEY_THROTTLE_LIMIT', 300, { min: 1 }),
    dbPoolSize: read.integer('DB_POOL_SIZE', 10, { min: 1 }),
    trustProxy: trustProxy(read),
    redisUrl: read.url('REDIS_URL', ['redis', 'rediss'], SECRET) ?? null,
    redisKeyPrefix: read.text('REDIS_KEY_PREFIX') ?? 'ferieplan:',
    // Only a deployment has load balancers to wait for; `npm start` and tests stop at once.
    shutdownDelayMs: read.integer('SHUTDOWN_DELAY_MS', production ? 5000 : 0, { min: 0 }),
    shutdownTimeoutMs: read.integer('SHUTDOWN_TIMEOUT_MS', 20_000, { min: 1 }),
    mail: {
      smtpUrl: read.url('SMTP_URL', ['smtp', 'smtps'], SECRET) ?? null,
      from: mailFrom(read) ?? `Ferieplan <noreply@${new URL(appOrigin).hostname}>`,
      apiOrigin: read.httpAddress('API_BASE_URL', `http://localhost:${port}`),
      maxAttempts: read.integer('MAIL_MAX_ATTEMPTS', 8, { min: 1 }),
      retryDelaySeconds: read.integer('MAIL_RETRY_DELAY_SECONDS', 2, { min: 1 }),
      // pg-boss polls at most every half second.
      pollingIntervalSeconds: read.decimal('MAIL_POLLING_INTERVAL_SECONDS', 1, { min: 0.5 }),
    },
    webhooks: webhookConfig(read, production),
    chat: chatConfig(read, production),
    push: pushConfig(read, production),
    payment: payment(read),
    metrics: {
      token: metricsToken(read),
      allowedAddresses: addressList(read, 'METRICS_ALLOWED_ADDRESSES'),
    },
    otlpEndpoint: read.url('OTEL_EXPORTER_OTLP_ENDPOINT', ['http', 'https']) ?? null,
    sickRetention: {
      years: read.integer('SICK_RETENTION_YEARS', DEFAULT_SICK_RETENTION_YEARS, { min: 0, max: 10 }),
      cron: read.text('SICK_RETENTION_CRON') ?? '15 2 * * *',
    },
    log: {
      level: read.choice('LOG_LEVEL', LOG_LEVELS, 'info'),
      pretty: read.choice('LOG_FORMAT', ['json', 'pretty'], 'json') === 'pretty',
    },
  };
}

/**
 * The Auth emulator accepts unsigned tokens naming any uid. It is trusted only for a `demo-` project
 * (which cannot exist in real Firebase) and never with NODE_ENV=production.
 */
function emulatorHost(read: EnvReader, projectId: string, production: boolean): string | null {
  const host = read.text('FIREBASE_AUTH_EMULATOR_HOST');
  if (!host) return null;
  if (!projectId.startsWith('demo-') || production) {
    throw new ConfigurationError(
      `FIREBASE_AUTH_EMULATOR_HOST er satt for prosjektet ${JSON.stringify(projectId)}${production ? ' i produksjon' : ''}: emulatoren godtar usignerte tokener og brukes bare med et demo--prosjekt utenfor produksjon, så API-et starter ikke.`,
    );
  }
  // firebase-admin wants host:port, no scheme: anything else fails every sign-in, not the start.
  if (!/^(\[[\da-f:.]+\]|[^\s/:[\]]+):\d{1,5}$/i.test(host))
    read.refuse('FIREBASE_AUTH_EMULATOR_HOST', 'vert:port, f.eks. 127.0.0.1:9099');
  return host;
}

/** Unset: the socket's address is the client; a hop count trusts that many proxies; `true` every hop. */
function trustProxy(read: EnvReader): boolean | number {
  const value = read.text('TRUST_PROXY');
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (!/^\d+$/.test(value))
    read.refuse('TRUST_PROXY', 'true, false eller antall proxyer foran API-et, f.eks. 1');
  const hops = Number(value);
  return hops > 0 ? hops : false;
}

function mailFrom(read: EnvReader): string | undefined {
  const from = read.text('MAIL_FROM');
  if (from !== undefined && !/[^\s<>@]+@[^\s<>@]+/.test(from)) {
    read.refuse('MAIL_FROM', 'en avsender med e-postadresse, f.eks. Ferieplan <noreply@ferieplan.no>');
  }
  return from;
}

/** A guessable token would open the metrics to anyone: at least 16 characters. */
function metricsToken(read: EnvReader): string | null {
  const token = read.text('METRICS_TOKEN');
  if (token !== undefined && (token.length < 16 || /\s/.test(token)))
    read.refuse('METRICS_TOKEN', 'minst 16 tegn uten mellomrom', { secret: true });
  return token ?? null;
}

/** Comma-separated IP addresses or CIDR ranges (10.0.0.0/8, fd00::/8). */
function addressList(read: EnvReader, name: string): string[] {
  const entries = (read.text(name) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const badBits = bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > maxBits);
    if (family === 0 || badBits || extra !== undefined)
      read.refuse(name, 'kommaseparerte IP-adresser eller CIDR-områder, f.eks. 10.0.0.0/8,127.0.0.1');
  }
  return entries;
}

/** Refuses real Stripe keys without a webhook secret (forged upgrades would otherwise pass). */
function payment(read: EnvReader): PaymentConfig {
  const secretKey = read.text('STRIPE_SECRET_KEY') ?? null;
  const webhookSecret = read.text('STRIPE_WEBHOOK_SECRET') ?? null;
  if (secretKey && !webhookSecret) {
    throw new ConfigurationError(
      'STRIPE_SECRET_KEY er satt uten STRIPE_WEBHOOK_SECRET: betalingsvarsler kan ikke verifiseres, så API-et starter ikke.',
    );
  }
  return {
    secretKey,
    webhookSecret,
    sandboxHost: read.text('STRIPE_SANDBOX_HOST') ?? '127.0.0.1',
    sandboxPort: read.integer('STRIPE_SANDBOX_PORT', 12111, PORT),
    webhookToleranceSeconds: 300,
  };
}
