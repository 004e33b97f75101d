import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { openRedis } from '../redis/redis.module.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';

// Real Redis only (CI starts one and sets TEST_REDIS_URL); without it there is nothing to test against.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('RedisThrottlerStorage (TEST_REDIS_URL)', () => {
  const clients: Redis[] = [];
  const replica = async (prefix: string) => {
    const redis = await openRedis(redisUrl!);
    clients.push(redis);
    return new RedisThrottlerStorage(redis, prefix);
  };
  const prefix = () => `ferieplan-test:${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
  });

  it('two replicas count the same client once: the limit holds across them', async () => {
    const shared = prefix();
    const [a, b] = [await replica(shared), await replica(shared)];
    const results = [];
    for (let i = 0; i < 6; i++)
      results.push(await (i % 2 ? b : a).increment('10.0.0.7', 60_000, 4, 60_000, 'default'));
    expect(results.map((r) => r.totalHits)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => r.isBlocked)).toEqual([false, false, false, false, true, true]);
    expect(results[5].timeToBlockExpire).toBeGreaterThan(55);
    expect(results[0].timeToExpire).toBeLessThanOrEqual(60);
  });

  it('other clients and other key prefixes have their own budget', async () => {
    const shared = prefix();
    const storage = await replica(shared);
    for (let i = 0; i < 3; i++) await storage.increment('10.0.0.1', 60_000, 2, 60_000, 'default');
    expect((await storage.increment('10.0.0.2', 60_000, 2, 60_000, 'default')).totalHits).toBe(1);
    expect(
      (await (await replica(prefix())).increment('10.0.0.1', 60_000, 2, 60_000, 'default')).totalHits,
    ).toBe(1);
  });

  it('the window and the block end after their time', async () => {
    const storage = await replica(prefix());
    await storage.increment('10.0.0.3', 300, 1, 300, 'default');
    expect((await storage.increment('10.0.0.3', 300, 1, 300, 'default')).isBlocked).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 450));
    const after = await storage.increment('10.0.0.3', 300, 1, 300, 'default');
    expect(after).toMatchObject({ totalHits: 1, isBlocked: false });
  });
});

describe('RedisThrottlerStorage without a reachable Redis', () => {
  it('counts in this process instead of failing the request', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    const storage = new RedisThrottlerStorage(redis, 'unused:');
    (storage as unknown as { logger: { warn: () => void } }).logger.warn = () => undefined;
    const results = [];
    for (let i = 0; i < 3; i++)
      results.push(await storage.increment('10.0.0.9', 60_000, 2, 60_000, 'default'));
    expect(results.map((r) => r.isBlocked)).toEqual([false, false, true]);
    redis.disconnect();
  });
});
