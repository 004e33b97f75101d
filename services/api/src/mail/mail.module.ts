import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { outboxWorker } from '../jobs/outbox-delivery.js';
import { MailDelivery } from './mail-delivery.js';
import { MailQueue } from './mail-queue.js';
import { Outbox } from './outbox.js';
import { OutboxRepository } from './outbox.repository.js';
import { SmtpTransport } from './smtp-transport.js';

// E-mail (issue 15): the transactional outbox, the pg-boss queue and the SMTP worker.
@Module({
  imports: [JobsModule],
  providers: [
    OutboxRepository,
    MailQueue,
    SmtpTransport,
    MailDelivery,
    outboxWorker(MailQueue, MailDelivery),
    Outbox,
  ],
  exports: [Outbox, OutboxRepository],
})
export class MailModule {}
