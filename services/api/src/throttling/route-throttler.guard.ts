import { Injectable, type ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MemoryThrottlerStorage } from './memory-throttler-storage.js';
import {
  normalizeIp,
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
  /**
   * The library's own tracker (the client's normalised IP), no user agents ignored and counters in this
   * process: the hit can be counted without a promise (countNow).
   */
  countsNow: boolean;
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
 * request. Counting still happens on every request (handleRequest, or countNow with counters in this
 * process). A route whose values are functions of the request (none today) is left to the library's
 * own per-request resolution.
 */
@Injectable()
export class RouteThrottlerGuard extends ThrottlerGuard {
  /** By controller class, then handler; null: resolved per request by the library. */
  private readonly routes = new WeakMap<object, WeakMap<object, RouteThrottle[] | null>>();

  /**
   * A route with one throttler (every throttled route today) hands back the library's own promise, or,
   * with counters in this process, a boolean (as does a route that skips throttling): Nest and the
   * lean routes await either, and each async hop costs promises per request (issue 28).
   * ThrottlerGuard's type says promise only, hence the cast.
   */
  override canActivate(context: ExecutionContext): Promise<boolean> {
    return this.decide(context) as Promise<boolean>;
  }

  private decide(context: ExecutionContext): boolean | Promise<boolean> {
    const plan = this.planOf(context);
    if (!plan) return super.canActivate(context);
    if (plan.length === 0) return true;
    if (plan.length > 1) return this.handleAll(context, plan);
    const [route] = plan;
    return route.countsNow ? this.countNow(context, route) : this.handleRequest({ context, ...route });
  }

  /**
   * handleRequest's steps without its awaits: the same key, count, headers and 429 (see the library's
   * ThrottlerGuard.handleRequest), for a route whose plan says countsNow.
   */
  private countNow(context: ExecutionContext, route: RouteThrottle): boolean | Promise<boolean> {
    const { throttler, limit, ttl, blockDuration, generateKey } = route;
    const name = throttler.name!;
    const http = context.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const tracker = normalizeIp(http.getRequest<FastifyRequest>().ip, this.ipv6SubnetPrefix);
    const key = generateKey(context, tracker, name);
    const storage = this.storageService as MemoryThrottlerStorage;
    const { totalHits, timeToExpire, isBlocked, timeToBlockExpire } = storage.incrementNow(
      key,
      ttl,
      limit,
      blockDuration,
      name,
    );
    const setHeaders = throttler.setHeaders ?? this.commonOptions.setHeaders ?? true;
    const suffix = name === 'default' ? '' : `-${name}`;
    if (isBlocked) {
      if (setHeaders) this.setResponseHeader(reply, `Retry-After${suffix}`, timeToBlockExpire);
      const detail = { limit, ttl, key, tracker, totalHits, timeToExpire, isBlocked, timeToBlockExpire };
      return this.throwThrottlingException(context, detail).then(() => true);
    }
    if (setHeaders) {
      this.setResponseHeader(reply, `${this.headerPrefix}-Limit${suffix}`, limit);
      this.setResponseHeader(
        reply,
        `${this.headerPrefix}-Remaining${suffix}`,
        Math.max(0, limit - totalHits),
      );
      this.setResponseHeader(reply, `${this.headerPrefix}-Reset${suffix}`, timeToExpire);
    }
    return true;
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
    const moduleTracker = Array.isArray(this.options) ? undefined : this.options.getTracker;
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
      const ownTracker = read(THROTTLER_TRACKER) ?? throttler.getTracker ?? moduleTracker;
      plan.push({
        throttler,
        limit: limit as number,
        ttl: ttl as number,
        blockDuration: blockDuration as number,
        getTracker:
          (ownTracker as ThrottlerGetTrackerFunction | undefined) ??
          (this.commonOptions.getTracker as ThrottlerGetTrackerFunction),
        generateKey:
          read<ThrottlerGenerateKeyFunction>(THROTTLER_KEY_GENERATOR) ??
          throttler.generateKey ??
          (this.commonOptions.generateKey as ThrottlerGenerateKeyFunction),
        countsNow:
          this.storageService instanceof MemoryThrottlerStorage &&
          // No tracker of the route's or the module's: the library's getTracker (not overridden here).
          ownTracker === undefined &&
          !(throttler.ignoreUserAgents ?? this.commonOptions.ignoreUserAgents)?.length,
      });
    }
    return plan;
  }
}
