import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Transaction } from '../database/sql.js';
import type { Attempt, DeliveryStatus, OutboxChannel } from '../jobs/outbox-delivery.js';
import { checkedLookup } from './webhook-address.js';
import { WebhookDeliveriesRepository, type DeliveryAttempt } from './webhook-deliveries.repository.js';
import { givesUp } from './webhook-retry.js';
import { postWebhook, type AttemptOutcome } from './webhook-sender.js';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature.js';
import { urlProblem, urlProblemMessage } from './webhook-url.js';

/**
 * The webhook outbox's channel in the one delivery loop (jobs/outbox-delivery.ts). A failed attempt is
 * retried with backoff; a delivery still failing 24 hours after it was written is 'Failed' (the admin
 * can send it again).
 */
@Injectable()
export class WebhookWorker implements OutboxChannel<DeliveryAttempt, AttemptOutcome> {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly deliveries: WebhookDeliveriesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async claim(id: string, tx: Transaction): Promise<DeliveryAttempt | null> {
    const delivery = await this.deliveries.lockForAttempt(id, tx);
    return delivery?.status === 'Pending' ? delivery : null;
  }

  async deliver(delivery: DeliveryAttempt): Promise<Attempt<AttemptOutcome>> {
    const outcome = await this.send(delivery.url, delivery.secret, delivery.body);
    return { verdict: outcome.delivered ? 'sent' : 'retry', error: outcome.error, detail: outcome };
  }

  isLastAttempt(delivery: DeliveryAttempt, now: Date): boolean {
    return givesUp(delivery.createdAt, now);
  }

  async record(
    id: string,
    delivery: DeliveryAttempt,
    attempt: Attempt<AttemptOutcome>,
    status: DeliveryStatus,
    tx: Transaction,
  ): Promise<void> {
    const outcome = attempt.detail ?? {
      delivered: false,
      statusCode: null,
      excerpt: null,
      error: attempt.error,
    };
    await this.deliveries.recordAttempt(id, outcome, status, tx);
    // The endpoint's URL is the organisation's; the log names only the delivery and the outcome.
    this.logger.log({
      msg: 'webhook-levering',
      deliveryId: id,
      attempt: delivery.attempts + 1,
      status,
      statusCode: outcome.statusCode,
    });
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
