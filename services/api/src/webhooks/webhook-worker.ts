import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { runInTransaction } from '../database/transaction.js';
import type { OutboxJob } from '../jobs/job-queue.js';
import { runInContext } from '../observability/request-context.js';
import { checkedLookup } from './webhook-address.js';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository.js';
import { WebhookQueue } from './webhook-queue.js';
import { givesUp } from './webhook-retry.js';
import { postWebhook, type AttemptOutcome } from './webhook-sender.js';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature.js';
import { urlProblem, urlProblemMessage } from './webhook-url.js';

/**
 * The worker's job: one attempt of one delivery, as the mail worker does it (mail-delivery.ts). The
 * row is locked (SKIP LOCKED) for the attempt and its outcome written in the same transaction, so a
 * job that runs again finds it done or locked and sends nothing twice at once. A failed attempt is
 * counted and the job fails, so pg-boss retries it later with exponential backoff; a delivery still
 * failing 24 hours after it was written is 'Failed' (the admin can send it again).
 */
@Injectable()
export class WebhookWorker {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly pool: Pool,
    private readonly deliveries: WebhookDeliveriesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    queue: WebhookQueue,
  ) {
    queue.setHandler((job) => this.deliver(job));
  }

  private deliver(job: OutboxJob): Promise<void> {
    return runInContext({ requestId: job.requestId ?? randomUUID() }, () => this.attempt(job.outboxId));
  }

  private async attempt(deliveryId: string): Promise<void> {
    const failure = await runInTransaction(this.pool, async (tx) => {
      const delivery = await this.deliveries.lockForAttempt(deliveryId, tx);
      if (!delivery || delivery.status !== 'Pending') return null;
      const outcome = await this.send(delivery.url, delivery.secret, delivery.body);
      const giveUp = !outcome.delivered && givesUp(delivery.createdAt, new Date());
      const status = outcome.delivered ? 'Succeeded' : giveUp ? 'Failed' : 'Pending';
      await this.deliveries.recordAttempt(delivery.id, outcome, status, tx);
      // The endpoint's URL is the organisation's; the log names only the delivery and the outcome.
      this.logger.log({
        msg: 'webhook-levering',
        deliveryId,
        attempt: delivery.attempts + 1,
        status,
        statusCode: outcome.statusCode,
      });
      return status === 'Pending' ? (outcome.error ?? 'failed') : null;
    });
    // Thrown after the commit, so the counted attempt stays; pg-boss schedules the retry.
    if (failure) throw new Error(failure);
  }

  /** Signs with a fresh timestamp and posts; an address the policy refuses is never contacted. */
  private send(url: string, secret: string, body: string): Promise<AttemptOutcome> {
    const policy = this.config.webhooks;
    const problem = urlProblem(url, policy);
    if (problem)
      return Promise.resolve({
        delivered: false,
        statusCode: null,
        excerpt: null,
        error: urlProblemMessage(problem),
      });
    const timestamp = Math.floor(Date.now() / 1000);
    return postWebhook(url, body, {
      timeoutMs: policy.timeoutMs,
      lookup: checkedLookup(policy),
      headers: { [SIGNATURE_HEADER]: signatureHeader(secret, timestamp, body) },
    });
  }
}
