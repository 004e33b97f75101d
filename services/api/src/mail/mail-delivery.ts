import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { runInTransaction } from '../database/transaction.js';
import { mailsDelivered } from '../observability/metrics.js';
import { runInContext } from '../observability/request-context.js';
import { MailQueue, type MailJob } from './mail-queue.js';
import { OutboxRepository } from './outbox.repository.js';
import { SmtpTransport } from './smtp-transport.js';

/**
 * The worker's job: send one outbox row. The row is locked (SKIP LOCKED) for the whole attempt and
 * marked Sent in the same transaction, so a job that runs again (a retry, a second replica, a job that
 * expired) finds it Sent or locked and does nothing. A failed attempt is counted and the job fails, so
 * pg-boss retries it later with exponential backoff; after MAIL_MAX_ATTEMPTS the row is 'Failed'.
 */
@Injectable()
export class MailDelivery {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly pool: Pool,
    private readonly outbox: OutboxRepository,
    private readonly smtp: SmtpTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    queue: MailQueue,
  ) {
    queue.setHandler((job) => this.deliver(job));
  }

  /** In the context of the request that wrote the mail (or a new id): its lines carry that request id. */
  deliver(job: MailJob): Promise<void> {
    return runInContext({ requestId: job.requestId ?? randomUUID() }, () => this.attempt(job.outboxId));
  }

  private async attempt(outboxId: string): Promise<void> {
    const failure = await runInTransaction(this.pool, async (tx) => {
      const mail = await this.outbox.lockForDelivery(outboxId, tx);
      if (!mail || mail.status !== 'Pending') return null;
      try {
        await this.smtp.send(mail);
        await this.outbox.markSent(mail.id, tx);
        mailsDelivered.inc({ outcome: 'sent' });
        this.logger.log({ msg: 'e-post sendt', outboxId: mail.id, attempt: mail.attempts + 1 });
        return null;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = mail.attempts + 1 >= this.config.mail.maxAttempts;
        await this.outbox.markAttemptFailed(mail.id, message, giveUp, tx);
        mailsDelivered.inc({ outcome: giveUp ? 'failed' : 'retry' });
        this.logger.warn(
          `e-post ${mail.id} (forsøk ${mail.attempts + 1}) feilet${giveUp ? ', gir opp' : ''}: ${message}`,
        );
        return giveUp ? null : message;
      }
    });
    // Thrown after the commit, so the counted attempt stays; pg-boss schedules the retry.
    if (failure) throw new Error(failure);
  }
}
