import { describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from './app-config.js';
import { ConfigurationError } from './configuration-error.js';
import type { Environment } from './env-reader.js';

const DATABASE_URL = 'postgres://ferieplan:secret@db:5432/ferieplan';
/** The one setting without a default. */
// A production start needs SECRETS_KEY (issue 29): given to those loads, so each test sees its own rule.
const load = (env: Environment = {}): AppConfig =>
  loadConfig({
    DATABASE_URL,
    ...(env.NODE_ENV === 'production' ? { SECRETS_KEY: '00'.repeat(32) } : {}),
    ...env,
  });

/** The refusal loadConfig throws for `env` (fails the test when it loads). */
function refusal(env: Environment): ConfigurationError {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return error as ConfigurationError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig: unset settings keep the documented defaults', () => {
  it('every default (README.md, services/api/README.md)', () => {
    expect(load()).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: DATABASE_URL,
      firebaseProjectId: 'demo-ferieplan',
      firebaseAuthEmulatorHost: null,
      corsOrigins: ['http://localhost:4200', 'http://127.0.0.1:4200'],
      appOrigin: 'http://localhost:4200',
      authCacheTtlMs: 60_000,
      authCacheMaxEntries: 10_000,
      throttleLimit: 1000,
      throttleTtlMs: 60_000,
      apiKeyThrottleLimit: 300,
      dbPoolSize: 10,
      trustProxy: false,
      redisUrl: null,
      redisKeyPrefix: 'ferieplan:',
      shutdownDelayMs: 0,
      shutdownTimeoutMs: 20_000,
      mail: {
        smtpUrl: null,
        from: 'Ferieplan <noreply@localhost>',
        apiOrigin: 'http://localhost:3000',
        maxAttempts: 8,
        retryDelaySeconds: 2,
        pollingIntervalSeconds: 1,
      },
      webhooks: {
        refusePrivateAddresses: false,
        allowLocalHttp: true,
        allowedHosts: [],
        retryDelaySeconds: 30,
        pollingIntervalSeconds: 2,
        timeoutMs: 10_000,
      },
      chat: { secretsKey: null, slack: null, teamsExtraHosts: [] },
      push: {
        publicKey: expect.stringMatching(/^B[A-Za-z0-9_-]{86}$/),
        privateKey: expect.any(String),
        subject: 'mailto:drift@ferieplan.no',
        retryDelaySeconds: 30,
        pollingIntervalSeconds: 2,
        timeoutMs: 10_000,
      },
      payment: {
        secretKey: null,
        webhookSecret: null,
        sandboxHost: '127.0.0.1',
        sandboxPort: 12111,
        webhookToleranceSeconds: 300,
      },
      metrics: { token: null, allowedAddresses: [] },
      log: { level: 'info', pretty: false },
      otlpEndpoint: null,
      sickRetention: { years: 3, cron: '15 2 * * *' },
    });
  });

  it('an empty value counts as unset (compose passes `${SMTP_URL:-}`)', () => {
    expect(load({ SMTP_URL: '', MAIL_FROM: '', DB_POOL_SIZE: '', PORT: '' })).toEqual(load());
  });

  it('CORS_ORIGINS set but empty allows no other origin; entries are trimmed origins', () => {
    expect(load({ CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
    expect(load({ CORS_ORIGINS: ' https://ferieplan.no/ , http://localhost:4201' }).corsOrigins).toEqual([
      'https://ferieplan.no',
      'http://localhost:4201',
    ]);
  });

  it('DATABASE_URL is required', () => {
    expect(() => loadConfig({})).toThrow(/^DATABASE_URL mangler/);
  });
});

describe('loadConfig: the Auth emulator is trusted only locally', () => {
  it('accepts the emulator for a demo- project outside production', () => {
    const config = load({
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIREBASE_PROJECT_ID: 'demo-ferieplan',
    });
    expect(config.firebaseAuthEmulatorHost).toBe('127.0.0.1:9099');
  });

  it('refuses the emulator for a real project id (unsigned tokens would be accepted for it)', () => {
    expect(() =>
      load({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'ferieplan-prod' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it('refuses the emulator in production mode, even for a demo- project', () => {
    expect(() =>
      load({
        FIREBASE_AUTH_EMULATOR_HOST: 'auth:9099',
        FIREBASE_PROJECT_ID: 'demo-x',
        NODE_ENV: 'production',
      }),
    ).toThrow(/produksjon/);
  });

  it('needs nothing of the kind without the emulator', () => {
    expect(
      load({ FIREBASE_PROJECT_ID: 'ferieplan-prod', NODE_ENV: 'production' }).firebaseAuthEmulatorHost,
    ).toBeNull();
  });
});

describe('loadConfig: proxies, shared state, shutdown', () => {
  it('TRUST_PROXY is a number of proxies in front (or true for all); unset trusts none', () => {
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({}).trustProxy).toBe(false);
  });

  it('Redis only with REDIS_URL', () => {
    expect(load({}).redisUrl).toBeNull();
    expect(load({ REDIS_URL: 'redis://cache:6379' })).toMatchObject({
      redisUrl: 'redis://cache:6379',
      redisKeyPrefix: 'ferieplan:',
    });
  });

  it('waits for load balancers on SIGTERM only in production, unless told otherwise', () => {
    expect(load({ NODE_ENV: 'production' }).shutdownDelayMs).toBe(5000);
    expect(load({}).shutdownDelayMs).toBe(0);
    expect(load({ NODE_ENV: 'production', SHUTDOWN_DELAY_MS: '1500' }).shutdownDelayMs).toBe(1500);
    expect(load({}).shutdownTimeoutMs).toBe(20_000);
  });
});

describe('loadConfig: mail', () => {
  it('without SMTP_URL mail stays in the outbox; defaults follow APP_ORIGIN', () => {
    const config = load({ APP_ORIGIN: 'https://app.ferieplan.no/' });
    expect(config.mail.smtpUrl).toBeNull();
    expect(config.appOrigin).toBe('https://app.ferieplan.no');
    expect(config.mail.from).toBe('Ferieplan <noreply@app.ferieplan.no>');
    expect(config.mail.maxAttempts).toBe(8);
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://, and nonsense retry settings', () => {
    expect(() => load({ SMTP_URL: 'http://relay' })).toThrow(/SMTP_URL/);
    expect(() => load({ MAIL_MAX_ATTEMPTS: '0' })).toThrow(/MAIL_MAX_ATTEMPTS/);
    expect(load({ SMTP_URL: 'smtps://u:p@relay:465' }).mail.smtpUrl).toBe('smtps://u:p@relay:465');
  });

  it('the unsubscribe links follow API_BASE_URL, else the port', () => {
    expect(load({ PORT: '3100' }).mail.apiOrigin).toBe('http://localhost:3100');
    expect(load({ API_BASE_URL: 'https://api.ferieplan.no/' }).mail.apiOrigin).toBe(
      'https://api.ferieplan.no',
    );
  });
});

describe('loadConfig: payment', () => {
  it('reads real keys, the sandbox port and the app origin (without a trailing slash)', () => {
    const config = load({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_SANDBOX_PORT: '13201',
      APP_ORIGIN: 'https://ferieplan.example/',
    });
    expect(config.payment).toMatchObject({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_abc',
      sandboxPort: 13201,
    });
    expect(config.appOrigin).toBe('https://ferieplan.example');
  });

  it('refuses real Stripe keys without a webhook secret (forged upgrades would otherwise pass)', () => {
    expect(() => load({ STRIPE_SECRET_KEY: 'sk_live_123' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => load({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });
});

describe('loadConfig: a bad value stops the start with one line naming the variable and what it accepts', () => {
  // [variable, bad value, what the line says is accepted]
  const refused: [string, string, RegExp][] = [
    ['PORT', '70000', /et heltall fra 1 til 65535/],
    ['PORT', 'http', /et heltall fra 1 til 65535/],
    ['AUTH_CACHE_TTL_MS', '-1', /et heltall ≥ 0/],
    ['AUTH_CACHE_MAX_ENTRIES', '10k', /et heltall ≥ 0/],
    ['THROTTLE_LIMIT', 'abc', /et heltall ≥ 1/],
    ['THROTTLE_LIMIT', '0', /et heltall ≥ 1/],
    ['THROTTLE_TTL_MS', '1e3', /et heltall ≥ 1/],
    ['DB_POOL_SIZE', 'abc', /et heltall ≥ 1/],
    ['DB_POOL_SIZE', '10\r', /et heltall ≥ 1/],
    ['SHUTDOWN_DELAY_MS', '5s', /et heltall ≥ 0/],
    ['SHUTDOWN_TIMEOUT_MS', '0', /et heltall ≥ 1/],
    ['TRUST_PROXY', 'yes', /true, false eller antall proxyer/],
    ['CORS_ORIGINS', 'https://ferieplan.no,*', /opprinnelser som https:\/\/ferieplan.no/],
    ['CORS_ORIGINS', 'https://ferieplan.no/app', /opprinnelser som https:\/\/ferieplan.no/],
    ['APP_ORIGIN', 'ferieplan.no', /http:\/\/ eller https:\/\//],
    ['API_BASE_URL', 'ftp://ferieplan.no', /http:\/\/ eller https:\/\//],
    ['FIREBASE_AUTH_EMULATOR_HOST', 'http://127.0.0.1:9099', /vert:port/],
    ['MAIL_FROM', 'Ferieplan', /e-postadresse/],
    ['MAIL_MAX_ATTEMPTS', '0', /et heltall ≥ 1/],
    ['MAIL_RETRY_DELAY_SECONDS', '1.5', /et heltall ≥ 1/],
    ['MAIL_POLLING_INTERVAL_SECONDS', '0.1', /et tall ≥ 0.5/],
    ['STRIPE_SANDBOX_PORT', 'nope', /et heltall fra 1 til 65535/],
    ['METRICS_ALLOWED_ADDRESSES', '10.0.0.0/33', /IP-adresser eller CIDR-områder/],
    ['METRICS_ALLOWED_ADDRESSES', 'prometheus', /IP-adresser eller CIDR-områder/],
    ['LOG_LEVEL', 'loud', /fatal, error, warn, info, debug, trace, silent/],
    ['LOG_FORMAT', 'text', /json, pretty/],
  ];

  it.each(refused)('%s=%j', (name, value, accepted) => {
    const { message } = refusal({ [name]: value });
    expect(message).toMatch(new RegExp(`^${name} må være `));
    expect(message).toMatch(accepted);
    expect(message).toContain(`(fikk ${JSON.stringify(value)})`);
    expect(message).not.toMatch(/\n/);
  });

  // These may carry a password: the line says what is accepted and never repeats the value.
  const secret: [string, string][] = [
    ['DATABASE_URL', 'mysql://root:hunter2@db/ferieplan'],
    ['REDIS_URL', 'http://:hunter2@cache:6379'],
    ['SMTP_URL', 'http://user:hunter2@relay'],
  ];

  it('METRICS_TOKEN shorter than 16 characters is refused without repeating it', () => {
    const { message } = refusal({ METRICS_TOKEN: 'hunter2' });
    expect(message).toBe('METRICS_TOKEN må være minst 16 tegn uten mellomrom.');
  });

  it.each(secret)('%s=%j (a secret)', (name, value) => {
    const { message } = refusal({ [name]: value });
    expect(message).toMatch(new RegExp(`^${name} må være en adresse som begynner med \\w+://`));
    expect(message).not.toContain('hunter2');
    expect(message).not.toMatch(/\n/);
  });

  it('accepts the values the manifests and tools pass', () => {
    const config = load({
      PORT: '3000',
      DB_POOL_SIZE: '10',
      TRUST_PROXY: '1',
      THROTTLE_LIMIT: '1000',
      THROTTLE_TTL_MS: '60000',
      SHUTDOWN_DELAY_MS: '5000',
      SHUTDOWN_TIMEOUT_MS: '20000',
      MAIL_POLLING_INTERVAL_SECONDS: '0.5',
      MAIL_FROM: 'Ferieplan <noreply@ferieplan.no>',
      FIREBASE_AUTH_EMULATOR_HOST: '[::1]:9099',
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/postgres',
      REDIS_URL: 'rediss://cache:6380',
      METRICS_ALLOWED_ADDRESSES: '10.0.0.0/8, 127.0.0.1,fd00::/8',
    });
    expect(config.metrics.allowedAddresses).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8']);
    expect(config).toMatchObject({ dbPoolSize: 10, trustProxy: 1, redisUrl: 'rediss://cache:6380' });
    expect(config.mail.pollingIntervalSeconds).toBe(0.5);
  });
});
