import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';

describe('loadConfig: the Auth emulator is trusted only locally', () => {
  it('accepts the emulator for a demo- project outside production', () => {
    const config = loadConfig({
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIREBASE_PROJECT_ID: 'demo-ferieplan',
    });
    expect(config.firebaseAuthEmulatorHost).toBe('127.0.0.1:9099');
  });

  it('refuses the emulator for a real project id (unsigned tokens would be accepted for it)', () => {
    expect(() =>
      loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'ferieplan-prod' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it('refuses the emulator in production mode, even for a demo- project', () => {
    expect(() =>
      loadConfig({
        FIREBASE_AUTH_EMULATOR_HOST: 'auth:9099',
        FIREBASE_PROJECT_ID: 'demo-x',
        NODE_ENV: 'production',
      }),
    ).toThrow(/produksjon/);
  });

  it('needs nothing of the kind without the emulator', () => {
    expect(
      loadConfig({ FIREBASE_PROJECT_ID: 'ferieplan-prod', NODE_ENV: 'production' }).firebaseAuthEmulatorHost,
    ).toBeNull();
  });
});

describe('loadConfig: proxies, shared state, shutdown', () => {
  it('TRUST_PROXY is a number of proxies in front (or true for all); unset trusts none', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('Redis only with REDIS_URL', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' })).toMatchObject({
      redisUrl: 'redis://cache:6379',
      redisKeyPrefix: 'ferieplan:',
    });
  });

  it('waits for load balancers on SIGTERM only in production, unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).shutdownDelayMs).toBe(5000);
    expect(loadConfig({}).shutdownDelayMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', SHUTDOWN_DELAY_MS: '1500' }).shutdownDelayMs).toBe(1500);
    expect(loadConfig({}).shutdownTimeoutMs).toBe(20_000);
  });
});
