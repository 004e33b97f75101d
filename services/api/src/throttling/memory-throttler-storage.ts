import type { OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { throttlerRecord, type ThrottlerStorageRecord } from './throttler-record.js';

interface Counter {
  hits: number;
  windowEnds: number;
  blockedUntil: number;
}

/**
 * Rate-limit counters in this process, counted as RedisThrottlerStorage's script counts them: hits in
 * a fixed window of `ttl` ms, and once they pass the limit the key is blocked for `blockDuration` ms.
 * One counter per client, so a hit costs the same at any limit. @nestjs/throttler's in-memory storage
 * keeps one expiry per hit instead and copies that list on every request (at 700 req/s and a limit
 * above it, a 40,000-entry array per request: much of the API's garbage under load).
 * Trade-off (as with Redis): a client may spend its budget at the end of one window and again at the
 * start of the next, up to twice the limit within `ttl`; it still never exceeds the limit per window.
 */
export class MemoryThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly counters = new Map<string, Counter>();
  private sweep: NodeJS.Timeout | undefined;

  constructor(private readonly sweepIntervalMs = 60_000) {}

  increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    return Promise.resolve(this.incrementNow(key, ttl, limit, blockDuration, throttlerName));
  }

  /** increment() without the promise: RouteThrottlerGuard counts a hit here synchronously. */
  incrementNow(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): ThrottlerStorageRecord {
    return this.hit(`${throttlerName}:${key}`, ttl, limit, blockDuration, Date.now());
  }

  /** Counts one hit of `id` at `now` (ms). */
  hit(id: string, ttl: number, limit: number, blockDuration: number, now: number): ThrottlerStorageRecord {
    let counter = this.counters.get(id);
    if (!counter) {
      counter = { hits: 0, windowEnds: now + ttl, blockedUntil: 0 };
      this.counters.set(id, counter);
      this.sweepLater();
    } else if (counter.windowEnds <= now) {
      counter.hits = 0;
      counter.windowEnds = now + ttl;
    }
    counter.hits += 1;
    if (counter.blockedUntil <= now && counter.hits > limit) counter.blockedUntil = now + blockDuration;
    return throttlerRecord(counter.hits, counter.windowEnds - now, Math.max(counter.blockedUntil - now, 0));
  }

  /** Clients counted now (their window or block has not ended, or the sweep has not yet come by). */
  get size(): number {
    return this.counters.size;
  }

  /** Forgets the clients whose window and block have both ended (the sweep, every minute). */
  forgetIdle(now = Date.now()): void {
    for (const [id, counter] of this.counters)
      if (counter.windowEnds <= now && counter.blockedUntil <= now) this.counters.delete(id);
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweep);
    this.sweep = undefined;
    this.counters.clear();
  }

  private sweepLater(): void {
    if (this.sweep) return;
    this.sweep = setInterval(() => {
      this.forgetIdle();
      if (this.counters.size === 0) this.onApplicationShutdown();
    }, this.sweepIntervalMs);
    this.sweep.unref();
  }
}
