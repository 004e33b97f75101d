import { Controller, Get, Headers, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { server } from '@ferieplan/texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'pg';
import { Public } from '../auth/public.decorator.js';
import { forbidden, notFound } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { metricsAccess } from './metrics-access.js';
import {
  databaseUp,
  dbPoolConnections,
  jobQueueDepth,
  outboxOldestAge,
  outboxPending,
  registry,
} from './metrics.js';
import { WorkQueuesRepository } from './work-queues.repository.js';

/**
 * Prometheus's scrape target: the bearer guard does not apply (a scraper has no Firebase token), the
 * metrics token or an allowed address does. Not throttled: scrapes must not spend a client's budget.
 */
@ApiExcludeController()
@Controller('metrics')
@Public()
@SkipThrottle()
export class MetricsController {
  private readonly access: ReturnType<typeof metricsAccess>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly pool: Pool,
    private readonly workQueues: WorkQueuesRepository,
  ) {
    this.access = metricsAccess(config.metrics);
  }

  @Get()
  async metrics(
    @Req() request: FastifyRequest,
    @Headers('authorization') authorization: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const access = this.access(request.ip, authorization);
    if (access === 'off') throw notFound(server.notFound);
    if (access === 'refused') throw forbidden(server.forbidden);
    await this.readGauges();
    void reply.header('content-type', registry.contentType).send(await registry.metrics());
  }

  /** The figures that are states, not events: read now. A database that does not answer says so. */
  private async readGauges(): Promise<void> {
    dbPoolConnections.set({ state: 'total' }, this.pool.totalCount);
    dbPoolConnections.set({ state: 'idle' }, this.pool.idleCount);
    dbPoolConnections.set({ state: 'waiting' }, this.pool.waitingCount);
    try {
      const figures = await this.workQueues.figures();
      outboxPending.set(figures.outboxPending);
      outboxOldestAge.set(figures.outboxOldestAgeSeconds);
      for (const queue of figures.queues) jobQueueDepth.set({ queue: queue.name }, queue.waiting);
      databaseUp.set(1);
    } catch {
      databaseUp.set(0);
    }
  }
}
