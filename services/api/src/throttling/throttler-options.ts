import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { MemoryThrottlerStorage } from './memory-throttler-storage.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';

/**
 * One budget per client (its IP; behind a proxy see TRUST_PROXY) for all routes together: the default
 * key names the controller and handler too, which gave a client the full limit on every route.
 * With Redis the budget is shared by every replica; without it each process counts its own, in the
 * same fixed windows (MemoryThrottlerStorage).
 */
export function throttlerOptions(config: AppConfig, redis: Redis | null): ThrottlerModuleOptions {
  return {
    throttlers: [{ name: 'default', ttl: config.throttleTtlMs, limit: config.throttleLimit }],
    generateKey: (_context, tracker) => tracker,
    storage: redis ? new RedisThrottlerStorage(redis, config.redisKeyPrefix) : new MemoryThrottlerStorage(),
  };
}
