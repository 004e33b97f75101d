import 'reflect-metadata';
import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SkipThrottle, Throttle, ThrottlerException, type ThrottlerStorage } from '@nestjs/throttler';
import { describe, expect, it } from 'vitest';
import { MemoryThrottlerStorage } from './memory-throttler-storage.js';
import { RouteThrottlerGuard } from './route-throttler.guard.js';

class Routes {
  plain(): void {}
  @SkipThrottle()
  skipped(): void {}
  @Throttle({ default: { limit: 1, ttl: 5_000 } })
  strict(): void {}
}

/** Records what the guard asks the storage to count. */
function countingStorage(calls: unknown[][]): ThrottlerStorage {
  return {
    increment: async (...args: unknown[]) => {
      calls.push(args);
      return { totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 };
    },
  };
}

function contextOf(handler: () => void, headers: Record<string, unknown> = {}): ExecutionContext {
  const request = { ip: '10.0.0.9', headers: {} };
  const reply = { header: (name: string, value: unknown) => void (headers[name] = value) };
  return {
    getHandler: () => handler,
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }),
  } as unknown as ExecutionContext;
}

async function guardWith(calls: unknown[][]): Promise<RouteThrottlerGuard> {
  const guard = new RouteThrottlerGuard(
    { throttlers: [{ name: 'default', ttl: 60_000, limit: 100 }], generateKey: (_c, tracker) => tracker },
    countingStorage(calls),
    new Reflector(),
  );
  await guard.onModuleInit();
  return guard;
}

describe('RouteThrottlerGuard (route decorators read once, every request counted)', () => {
  it('counts each request with the module limits, by client', async () => {
    const calls: unknown[][] = [];
    const guard = await guardWith(calls);
    const context = contextOf(Routes.prototype.plain);
    expect(await guard.canActivate(context)).toBe(true);
    expect(await guard.canActivate(context)).toBe(true);
    expect(calls).toEqual([
      ['10.0.0.9', 60_000, 100, 60_000, 'default'],
      ['10.0.0.9', 60_000, 100, 60_000, 'default'],
    ]);
  });

  it('honours @SkipThrottle and @Throttle on the handler', async () => {
    const calls: unknown[][] = [];
    const guard = await guardWith(calls);
    expect(await guard.canActivate(contextOf(Routes.prototype.skipped))).toBe(true);
    expect(calls).toEqual([]);
    await guard.canActivate(contextOf(Routes.prototype.strict));
    expect(calls).toEqual([['10.0.0.9', 5_000, 1, 5_000, 'default']]);
  });
});

describe('RouteThrottlerGuard with counters in this process (no promise per request)', () => {
  /** `viaLibrary`: the same counters behind a plain object, so the guard takes @nestjs/throttler's own path. */
  async function memoryGuard(limit: number, viaLibrary = false): Promise<RouteThrottlerGuard> {
    const memory = new MemoryThrottlerStorage();
    const guard = new RouteThrottlerGuard(
      { throttlers: [{ name: 'default', ttl: 60_000, limit }], generateKey: (_c, tracker) => tracker },
      viaLibrary ? { increment: (...args) => memory.increment(...args) } : memory,
      new Reflector(),
    );
    await guard.onModuleInit();
    return guard;
  }

  it("sets the same headers and refuses the same way as the library's own path", async () => {
    const outcomes = async (guard: RouteThrottlerGuard) => {
      const seen: unknown[] = [];
      for (const handler of [Routes.prototype.plain, Routes.prototype.plain, Routes.prototype.plain]) {
        const headers: Record<string, unknown> = {};
        const verdict = await Promise.resolve(guard.canActivate(contextOf(handler, headers))).catch(
          (error: Error) => `${error.constructor.name}: ${error.message}`,
        );
        seen.push({ verdict, headers });
      }
      return seen;
    };
    expect(await outcomes(await memoryGuard(2))).toEqual(await outcomes(await memoryGuard(2, true)));
  });

  it('answers true at once with the rate-limit headers, then refuses with 429 and Retry-After', async () => {
    const guard = await memoryGuard(2);
    const headers: Record<string, unknown> = {};
    const context = contextOf(Routes.prototype.plain, headers);
    expect(guard.canActivate(context)).toBe(true);
    expect(headers).toEqual({ 'X-RateLimit-Limit': 2, 'X-RateLimit-Remaining': 1, 'X-RateLimit-Reset': 60 });
    expect(guard.canActivate(context)).toBe(true);
    expect(headers['X-RateLimit-Remaining']).toBe(0);
    await expect(guard.canActivate(context)).rejects.toBeInstanceOf(ThrottlerException);
    expect(headers['Retry-After']).toBe(60);
  });

  it('counts one budget per client on every route, and honours @SkipThrottle and @Throttle', async () => {
    const guard = await memoryGuard(100);
    const skipped: Record<string, unknown> = {};
    expect(guard.canActivate(contextOf(Routes.prototype.skipped, skipped))).toBe(true);
    expect(skipped).toEqual({});
    const plain: Record<string, unknown> = {};
    expect(guard.canActivate(contextOf(Routes.prototype.plain, plain))).toBe(true);
    expect(plain['X-RateLimit-Remaining']).toBe(99);
    // The same client's counter, with the route's own limit of 1: the plain route's hit counts.
    const strict: Record<string, unknown> = {};
    await expect(guard.canActivate(contextOf(Routes.prototype.strict, strict))).rejects.toBeInstanceOf(
      ThrottlerException,
    );
    expect(strict).toEqual({ 'Retry-After': 5 });
  });
});
