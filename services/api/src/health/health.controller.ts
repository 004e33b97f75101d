import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { HealthStatus, LiveStatus, ReadyStatus } from '@ferieplan/contracts';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/public.decorator.js';
import { preloadFirebaseAdmin } from '../auth/firebase-app.js';
import { DrainState } from './drain-state.js';
import { HealthRepository } from './health.repository.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';

/**
 * Probes. Liveness says only that the process runs (a database outage must not get replicas restarted);
 * readiness says whether this replica should get traffic (not while draining, not without a database).
 */
@ApiTags('Health')
@Controller('health')
@Public()
@SkipThrottle()
export class HealthController {
  /** Whether a probe has been answered 200 yet: the first one starts loading firebase-admin. */
  private answered = false;

  constructor(
    private readonly database: HealthRepository,
    private readonly drain: DrainState,
  ) {}

  /** 200 when the database answers, 503 otherwise (kept for tools and monitors that use it). */
  @ApiOutcome('HealthStatus', {
    responses: { 503: 'HealthStatus' },
    summary: 'Health: 200 when the database answers, 503 otherwise',
  })
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthStatus> {
    if (await this.database.answers()) return this.up({ status: 'ok', database: 'up' });
    reply.status(503);
    return { status: 'degraded', database: 'down' };
  }

  /** Liveness: 200 while the process serves HTTP at all, also while draining. */
  @ApiOutcome('LiveStatus', { summary: 'Liveness: 200 while the process serves HTTP' })
  @Get('live')
  live(): LiveStatus {
    return { status: 'ok' };
  }

  /** Readiness: 503 once SIGTERM began the drain or while the database does not answer. */
  @ApiOutcome('ReadyStatus', {
    responses: { 503: 'ReadyStatus' },
    summary: 'Readiness: 503 while draining or without a database',
  })
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadyStatus> {
    if (this.drain.draining) {
      reply.status(503);
      return { status: 'draining' };
    }
    if (await this.database.answers()) return this.up({ status: 'ready', database: 'up' });
    reply.status(503);
    return { status: 'degraded', database: 'down' };
  }

  /**
   * A 200's body; after the first one (once it is written) firebase-admin loads in the background
   * (auth/firebase-app.ts), off the path of this answer and of the start.
   */
  private up<T>(status: T): T {
    if (!this.answered) {
      this.answered = true;
      setImmediate(preloadFirebaseAdmin);
    }
    return status;
  }
}
