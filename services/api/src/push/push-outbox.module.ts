import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { outboxWorker } from '../jobs/outbox-delivery.js';
import { PushEvents } from './push-events.js';
import { PushQueue } from './push-queue.js';
import { PushRepository } from './push.repository.js';
import { PushWorker } from './push-worker.js';

// The push outbox (issue 29): written by the audit log's transactions, delivered by the pg-boss worker.
@Module({
  imports: [JobsModule],
  providers: [PushRepository, PushQueue, PushWorker, outboxWorker(PushQueue, PushWorker), PushEvents],
  exports: [PushEvents, PushRepository],
})
export class PushOutboxModule {}
