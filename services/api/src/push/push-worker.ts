import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { runInTransaction } from '../database/transaction.js';
import type { OutboxJob } from '../jobs/job-queue.js';
import { runInContext } from '../observability/request-context.js';
import { PushQueue } from './push-queue.js';
import { PushRepository } from './push.repository.js';
import { sendPush } from './push-sender.js';

/**
 * One attempt of one push. The message row is locked for the attempt; delivered or refused, it is
 * deleted; a device the push service no longer knows (404/410) is removed with its messages; otherwise
 * the job fails after the commit and pg-boss retries it with backoff.
 */
@Injectable()
export class PushWorker {
  private readonly logger = new Logger('Push');

  constructor(
    private readonly pool: Pool,
    private readonly repository: PushRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    queue: PushQueue,
  ) {
    queue.setHandler((job) => this.deliver(job));
  }

  private deliver(job: OutboxJob): Promise<void> {
    return runInContext({ requestId: job.requestId ?? randomUUID() }, () => this.attempt(job.outboxId));
  }

  private async attempt(messageId: string): Promise<void> {
    const push = this.config.push;
    const retry = await runInTransaction(this.pool, async (tx) => {
      const message = await this.repository.lockMessage(messageId, tx);
      if (!message || !push) return false;
      const { outcome, statusCode } = await sendPush(message, message.payload, push, this.config.webhooks);
      // The endpoint identifies a device: the log names only the message and the outcome.
      this.logger.log({ msg: 'push-levering', messageId, outcome, statusCode });
      if (outcome === 'gone') await this.repository.deleteSubscription(message.subscriptionId, tx);
      else if (outcome !== 'retry') await this.repository.deleteMessage(messageId, tx);
      return outcome === 'retry';
    });
    if (retry) throw new Error(`push ${messageId}: no answer from the push service, tried again later`);
  }
}
