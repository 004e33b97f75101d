import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { outboxWorker } from '../jobs/outbox-delivery.js';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository.js';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository.js';
import { WebhookEvents } from './webhook-events.js';
import { WebhookFactsRepository } from './webhook-facts.repository.js';
import { WebhookQueue } from './webhook-queue.js';
import { WebhookWorker } from './webhook-worker.js';

// The webhook outbox (issue 27): written by the audit log's transactions, delivered by the pg-boss worker.
@Module({
  imports: [JobsModule],
  providers: [
    WebhookEndpointsRepository,
    WebhookDeliveriesRepository,
    WebhookFactsRepository,
    WebhookQueue,
    WebhookWorker,
    outboxWorker(WebhookQueue, WebhookWorker),
    WebhookEvents,
  ],
  exports: [WebhookEvents, WebhookEndpointsRepository, WebhookDeliveriesRepository, WebhookQueue],
})
export class WebhookOutboxModule {}
