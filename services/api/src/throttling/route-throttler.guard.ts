import { Injectable, type ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import {
  ThrottlerGuard,
  type ThrottlerGenerateKeyFunction,
  type ThrottlerGetTrackerFunction,
  type ThrottlerOptions,
} from '@nestjs/throttler';

/** One named throttler's settings for a route, as @nestjs/throttler's guard works them out per request. */
interface RouteThrottle {
  throttler: ThrottlerOptions;
  limit: number;
  ttl: number;
  blockDuration: number;
  getTracker: ThrottlerGetTrackerFunction;
  generateKey: ThrottlerGenerateKeyFunction;
}

const THROTTLER_SKIP = 'THROTTLER:SKIP';
const THROTTLER_LIMIT = 'THROTTLER:LIMIT';
const THROTTLER_TTL = 'THROTTLER:TTL';
const THROTTLER_BLOCK_DURATION = 'THROTTLER:BLOCK_DURATION';
const THROTTLER_TRACKER = 'THROTTLER:TRACKER';
const THROTTLER_KEY_GENERATOR = 'THROTTLER:KEY_GENERATOR';

/**
 * @nestjs/throttler's guard (same storage, keys, headers and 429), but a route's @SkipThrottle and
 * @Throttle are read once per handler instead of six reflect-metadata walks per throttler on every
 * request. Counting still happens on every request (handleRequest). A route whose values are
 * functions of the request (none today) is left to the library's own per-request resolution.
 */
@Injectable()
export class RouteThrottlerGuard extends ThrottlerGuard {
  /** By controller class, then handler; null: resolved per request by the library. */
  private readonly routes = new WeakMap<object, WeakMap<object, RouteThrottle[] | null>>();

  /**
   * A route with one throttler (every throttled route today) hands back the library's own promise:
   * no async wrapper and await of its own per request (issue 28).
   */
  override canActivate(context: ExecutionContext): Promise<boolean> {
    const plan = this.planOf(context);
    if (!plan) return super.canActivate(context);
    if (plan.length === 1) return this.handleRequest({ context, ...plan[0] });
    return this.handleAll(context, plan);
  }

  private async handleAll(context: ExecutionContext, plan: RouteThrottle[]): Promise<boolean> {
    let continues = true;
    for (const route of plan) if (!(await this.handleRequest({ context, ...route }))) continues = false;
    return continues;
  }

  private planOf(context: ExecutionContext): RouteThrottle[] | null {
    const handler = context.getHandler();
    const controller = context.getClass();
    let ofClass = this.routes.get(controller);
    if (!ofClass) this.routes.set(controller, (ofClass = new WeakMap()));
    let plan = ofClass.get(handler);
    if (plan === undefined) {
      plan = this.resolve([handler, controller]);
      ofClass.set(handler, plan);
    }
    return plan;
  }

  /** targets: the route's handler and controller. */
  private resolve(targets: Parameters<Reflector['getAllAndOverride']>[1]): RouteThrottle[] | null {
    // Skipping with a request-dependent skipIf is decided per request.
    if (this.commonOptions.skipIf) return null;
    const plan: RouteThrottle[] = [];
    for (const throttler of this.throttlers) {
      const name = throttler.name ?? 'default';
      const read = <T>(key: string): T | undefined =>
        this.reflector.getAllAndOverride<T | undefined>(key + name, targets);
      if (throttler.skipIf) return null;
      if (read<boolean>(THROTTLER_SKIP)) continue;
      const limit = read<unknown>(THROTTLER_LIMIT) ?? throttler.limit;
      const ttl = read<unknown>(THROTTLER_TTL) ?? throttler.ttl;
      const blockDuration = read<unknown>(THROTTLER_BLOCK_DURATION) ?? throttler.blockDuration ?? ttl;
      if (![limit, ttl, blockDuration].every((value) => typeof value === 'number' && Number.isFinite(value)))
        return null;
      plan.push({
        throttler,
        limit: limit as number,
        ttl: ttl as number,
        blockDuration: blockDuration as number,
        getTracker:
          read<ThrottlerGetTrackerFunction>(THROTTLER_TRACKER) ??
          throttler.getTracker ??
          (this.commonOptions.getTracker as ThrottlerGetTrackerFunction),
        generateKey:
          read<ThrottlerGenerateKeyFunction>(THROTTLER_KEY_GENERATOR) ??
          throttler.generateKey ??
          (this.commonOptions.generateKey as ThrottlerGenerateKeyFunction),
      });
    }
    return plan;
  }
}
