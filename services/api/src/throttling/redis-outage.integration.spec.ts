import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp } from '../test/harness.js';
import { cuttableProxy, type CuttableProxy } from '../test/tcp-proxy.js';
import { sample } from '../observability/scrape.js';

const redisUrl = process.env.TEST_REDIS_URL;
const METRICS_TOKEN = 'metrics-token-redis-outage-0123456789';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Redis gone for 10 s while requests keep coming (a TCP proxy in front of the test Redis is cut: the
 * shared server itself is not stopped). The API keeps answering, the rate limit counts in the process
 * meanwhile, one warning line and a metric say so, and it counts in Redis again once Redis is back.
 */
describe.skipIf(!redisUrl)('rate limit while Redis is down (TEST_REDIS_URL)', () => {
  let proxy: CuttableProxy;
  let app: NestFastifyApplication;
  let direct: Redis;
  const lines: Record<string, unknown>[] = [];
  const prefix = `ferieplan-test:${randomBytes(4).toString('hex')}:`;
  const saved = { ...process.env };

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    proxy = await cuttableProxy(target.hostname, Number(target.port || 6379));
    direct = new Redis(redisUrl!);
    Object.assign(process.env, {
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      REDIS_KEY_PREFIX: prefix,
      THROTTLE_LIMIT: '1000000',
      METRICS_TOKEN,
    });
    app = await createApp({ logDestination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await direct?.quit();
    process.env = saved;
  });

  const hitsInRedis = async () => Number((await direct.get(`${prefix}throttle:default:127.0.0.1:hits`)) ?? 0);
  const fallback = async () =>
    sample(
      (await client(app).get('/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body,
      'ferieplan_rate_limit_redis_fallback',
    );
  /** `count` throttled requests, 10 at a time; their statuses. */
  async function load(count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let sent = 0; sent < count; sent += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, () => client(app).get('/api/Organizations/my')),
      );
      statuses.push(...batch.map((r) => r.statusCode));
    }
    return statuses;
  }
  const warnings = () => lines.filter((l) => l.level === 'warn' || l.level === 'error');

  it('keeps answering through 10 s without Redis, says so once, and goes back to Redis by itself', async () => {
    expect(new Set(await load(50))).toEqual(new Set([401]));
    expect(await hitsInRedis()).toBe(50);
    expect(await fallback()).toBe(0);

    await proxy.cut();
    const during: number[] = [];
    const cutAt = Date.now();
    let sawFallback = 0;
    while (Date.now() - cutAt < 10_000) {
      during.push(...(await load(20)));
      sawFallback = Math.max(sawFallback, await fallback());
      await sleep(200);
    }
    // Every request answered as usual (no 500, no 503): the limit counted in this process meanwhile.
    expect(new Set(during)).toEqual(new Set([401]));
    expect(during.length).toBeGreaterThan(200);
    expect(sawFallback).toBe(1);
    const rateLimitWarnings = warnings().filter((l) => l.context === 'RateLimit');
    expect(rateLimitWarnings).toHaveLength(1);
    expect(rateLimitWarnings[0].msg).toMatch(/^Redis unavailable .*: counting in this replica only$/);
    expect(await hitsInRedis()).toBe(50);

    await proxy.restore();
    const restoredAt = Date.now();
    let after: number[] = [];
    while ((await hitsInRedis()) === 50 && Date.now() - restoredAt < 15_000) {
      after = await load(10);
      await sleep(200);
    }
    expect(new Set(after)).toEqual(new Set([401]));
    expect(await hitsInRedis()).toBeGreaterThan(50);
    expect(await fallback()).toBe(0);
    expect(
      lines.some(
        (l) => l.context === 'RateLimit' && l.msg === 'Redis answers again: counting across replicas',
      ),
    ).toBe(true);
    // The one warning of the whole outage (the start's own warnings, about unset settings, aside).
    expect(warnings().filter((l) => ['Redis', 'RateLimit'].includes(String(l.context)))).toEqual([
      rateLimitWarnings[0],
    ]);
  }, 60_000);
});
