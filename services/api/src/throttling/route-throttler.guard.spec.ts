import 'reflect-metadata';
import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SkipThrottle, Throttle, type ThrottlerStorage } from '@nestjs/throttler';
import { describe, expect, it } from 'vitest';
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

function contextOf(handler: () => void): ExecutionContext {
  const request = { ip: '10.0.0.9', headers: {} };
  const reply = { header: () => undefined };
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
