import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { HealthStatus } from '@ferieplan/contracts';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/public.decorator.js';
import { DrainState } from './drain-state.js';
import { HealthRepository } from './health.repository.js';

/**
 * Probes. Liveness says only that the process runs (a database outage must not get replicas restarted);
 * readiness says whether this replica should get traffic (not while draining, not without a database).
 */
@ApiTags('Health')
@Controller('health')
@Public()
@SkipThrottle()
export class HealthController {
  constructor(
    private readonly database: HealthRepository,
    private readonly drain: DrainState,
  ) {}

  /** 200 when the database answers, 503 otherwise (kept for tools and monitors that use it). */
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthStatus> {
    if (await this.database.answers()) return { status: 'ok', database: 'up' };
    reply.status(503);
    return { status: 'degraded', database: 'down' };
  }

  /** Liveness: 200 while the process serves HTTP at all, also while draining. */
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: 503 once SIGTERM began the drain or while the database does not answer. */
  @Get('ready')
  async ready(
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ status: string; database?: string }> {
    if (this.drain.draining) {
      reply.status(503);
      return { status: 'draining' };
    }
    if (await this.database.answers()) return { status: 'ready', database: 'up' };
    reply.status(503);
    return { status: 'degraded', database: 'down' };
  }
}
