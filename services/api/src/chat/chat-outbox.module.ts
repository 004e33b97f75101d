import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { outboxWorker } from '../jobs/outbox-delivery.js';
import { ChatDeliveriesRepository } from './chat-deliveries.repository.js';
import { ChatEvents } from './chat-events.js';
import { ChatEventsRepository } from './chat-events.repository.js';
import { ChatQueue } from './chat-queue.js';
import { ChatWorker } from './chat-worker.js';
import { SlackApi } from './slack-api.js';
import { SlackInstallationRepository } from './slack-installation.repository.js';
import { TeamsConnectionRepository } from './teams-connection.repository.js';

// The chat outbox (issue 29): written by the audit log's transactions, delivered by the pg-boss worker.
@Module({
  imports: [JobsModule],
  providers: [
    ChatDeliveriesRepository,
    ChatEventsRepository,
    ChatQueue,
    ChatWorker,
    outboxWorker(ChatQueue, ChatWorker),
    ChatEvents,
    SlackApi,
    SlackInstallationRepository,
    TeamsConnectionRepository,
  ],
  exports: [
    ChatEvents,
    ChatEventsRepository,
    SlackApi,
    SlackInstallationRepository,
    TeamsConnectionRepository,
  ],
})
export class ChatOutboxModule {}
