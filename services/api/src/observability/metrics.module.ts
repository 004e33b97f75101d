import { Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller.js';
import { WorkQueuesRepository } from './work-queues.repository.js';

@Module({ controllers: [MetricsController], providers: [WorkQueuesRepository] })
export class MetricsModule {}
