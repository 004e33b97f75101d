import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { HealthStatus } from '@ferieplan/contracts';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/public.decorator.js';
import { HealthRepository } from './health.repository.js';

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly database: HealthRepository) {}

  /** 200 when the database answers, 503 otherwise. */
  @Public()
  @SkipThrottle()
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthStatus> {
    try {
      // A dead database must not hang the probe: give up after 2 s.
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('health check timed out')), 2000);
      });
      await Promise.race([this.database.ping(), timeout]).finally(() => clearTimeout(timer));
      return { status: 'ok', database: 'up' };
    } catch {
      reply.status(503);
      return { status: 'degraded', database: 'down' };
    }
  }
}
