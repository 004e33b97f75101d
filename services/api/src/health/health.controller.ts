import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HealthStatus } from '@ferieplan/contracts';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { Public } from '../auth/public.decorator.js';

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** 200 when the database answers, 503 otherwise. */
  @Public()
  @SkipThrottle()
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthStatus> {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database: 'up' };
    } catch {
      reply.status(503);
      return { status: 'degraded', database: 'down' };
    }
  }
}
