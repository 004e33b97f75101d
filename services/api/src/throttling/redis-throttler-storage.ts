import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { rateLimitFallback } from '../observability/metrics.js';
import { MemoryThrottlerStorage } from './memory-throttler-storage.js';
import { throttlerRecord, type ThrottlerStorageRecord } from './throttler-record.js';

// One atomic step per request: count the hit in a fixed window of `ttl` ms, and once the count passes
// the limit, block the key for `blockDuration` ms. Returns hits, window ms left, blocked, block ms left.
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local windowLeft = redis.call('PTTL', KEYS[1])
if windowLeft < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  windowLeft = tonumber(ARGV[1])
end
local blockLeft = redis.call('PTTL', KEYS[2])
if blockLeft < 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  blockLeft = tonumber(ARGV[3])
end
return { hits, windowLeft, blockLeft > 0 and 1 or 0, math.max(blockLeft, 0) }
`;

type HitCommand = (
  hitsKey: string,
  blockKey: string,
  ttlMs: number,
  limit: number,
  blockMs: number,
) => Promise<[number, number, number, number]>;

/**
 * Rate-limit counters in Redis, so every replica counts the same hits (with N replicas in memory a
 * client would get N times the limit). @nest-lab/throttler-storage-redis does the same but declares
 * peers up to Nest 11 only, which npm refuses here; this is the same idea in one Lua script.
 * When Redis cannot be reached the hit is counted in this process's memory instead: the limit then
 * holds per replica (not lost entirely) and requests are not failed for a missing counter.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly fallback = new MemoryThrottlerStorage();
  private readonly logger = new Logger('RateLimit');
  private fallingBackSince = 0;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {
    if (!('ferieplanThrottleHit' in redis))
      redis.defineCommand('ferieplanThrottleHit', { numberOfKeys: 2, lua: HIT_SCRIPT });
  }

  async increment(
    ...[key, ttl, limit, blockDuration, throttlerName]: Parameters<ThrottlerStorage['increment']>
  ): Promise<ThrottlerStorageRecord> {
    const base = `${this.keyPrefix}throttle:${throttlerName}:${key}`;
    try {
      const hit = (this.redis as unknown as { ferieplanThrottleHit: HitCommand }).ferieplanThrottleHit;
      const [totalHits, windowLeftMs, , blockLeftMs] = await hit.call(
        this.redis,
        `${base}:hits`,
        `${base}:blocked`,
        ttl,
        limit,
        blockDuration,
      );
      if (this.fallingBackSince) {
        this.logger.log('Redis answers again: counting across replicas');
        this.fallingBackSince = 0;
        rateLimitFallback.set(0);
      }
      return throttlerRecord(totalHits, windowLeftMs, blockLeftMs);
    } catch (error) {
      if (!this.fallingBackSince) {
        this.fallingBackSince = Date.now();
        rateLimitFallback.set(1);
        this.logger.warn(`Redis unavailable (${(error as Error).message}): counting in this replica only`);
      }
      return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }
}
