import { Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** The Redis connection shared by the replicas' counters; null when REDIS_URL is unset. */
export const REDIS = Symbol('REDIS');

/** ioredis is loaded only with REDIS_URL set (issue 28: a replica's time to /api/health). */
async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    // Fail fast instead of queueing: callers fall back (the rate limit counts in memory meanwhile).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  });
  const logger = new Logger('Redis');
  let lastError = '';
  redis.on('error', (error: Error) => {
    // ioredis reconnects by itself and repeats errors on every attempt: the first of an outage only,
    // and at debug level: the rate limit's one warning says what the outage means (counting per replica).
    if (!lastError) logger.debug(`${error.message} (reconnecting)`);
    lastError = error.message;
  });
  redis.on('ready', () => {
    if (lastError) logger.log('connected again');
    lastError = '';
  });
  return redis;
}

/** Connects and waits until Redis answers (at most `timeoutMs`; after that callers fall back until it does). */
export async function openRedis(url: string, timeoutMs = 5000): Promise<Redis> {
  const redis = await connectRedis(url);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    new Promise((resolve) => redis.once('ready', resolve)),
    new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ]).finally(() => clearTimeout(timer));
  return redis;
}

@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => (config.redisUrl ? openRedis(config.redisUrl) : null),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  /** After the HTTP server has drained (requests in flight may still count hits until then). */
  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}
