import { describe, expect, it } from 'vitest';
import { MemoryThrottlerStorage } from './memory-throttler-storage.js';

describe('MemoryThrottlerStorage (one counter per client, fixed windows as with Redis)', () => {
  const minute = 60_000;

  it('blocks past the limit until the block ends, then counts afresh', () => {
    const storage = new MemoryThrottlerStorage();
    const hits = [0, 1, 2, 3].map((i) => storage.hit('default:10.0.0.1', minute, 3, minute, 1000 + i));
    expect(hits.map((h) => h.totalHits)).toEqual([1, 2, 3, 4]);
    expect(hits.map((h) => h.isBlocked)).toEqual([false, false, false, true]);
    expect(hits[3]).toMatchObject({ timeToExpire: 60, timeToBlockExpire: 60 });
    // Still blocked within the block, though a new window has begun.
    expect(storage.hit('default:10.0.0.1', minute, 3, minute, 1000 + minute).isBlocked).toBe(true);
    const after = storage.hit('default:10.0.0.1', minute, 3, minute, 1003 + minute + 1);
    expect(after).toMatchObject({ isBlocked: false, timeToBlockExpire: 0 });
  });

  it('forgets every hit of a window when it ends (not one by one, ttl after each)', () => {
    const storage = new MemoryThrottlerStorage();
    storage.hit('default:10.0.0.2', minute, 10, minute, 0);
    for (let i = 0; i < 5; i++) storage.hit('default:10.0.0.2', minute, 10, minute, 30_000);
    // @nestjs/throttler's storage would still count the five hits of second 30 here.
    expect(storage.hit('default:10.0.0.2', minute, 10, minute, minute).totalHits).toBe(1);
  });

  it('other clients have their own budget; the sweep forgets idle ones only', async () => {
    const storage = new MemoryThrottlerStorage();
    for (let i = 0; i < 3; i++) storage.hit('default:10.0.0.3', minute, 2, minute, 0);
    expect(storage.hit('default:10.0.0.4', minute, 2, minute, 0).totalHits).toBe(1);
    expect(storage.size).toBe(2);
    storage.hit('default:10.0.0.5', minute, 2, minute, 50_000);
    storage.forgetIdle(minute + 1);
    expect(storage.size).toBe(1);
    expect((await storage.increment('10.0.0.3', minute, 2, minute, 'default')).totalHits).toBe(1);
    storage.onApplicationShutdown();
  });
});
