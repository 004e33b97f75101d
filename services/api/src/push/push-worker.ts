import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Transaction } from '../database/sql.js';
import type { Attempt, DeliveryStatus, OutboxChannel } from '../jobs/outbox-delivery.js';
import { PushRepository, type QueuedPush } from './push.repository.js';
import { sendPush, type PushOutcome } from './push-sender.js';

type PushAnswer = { outcome: PushOutcome; statusCode: number | null };

/**
 * The push outbox's channel in the one delivery loop (jobs/outbox-delivery.ts). Delivered or refused,
 * the message is deleted; a device the push service no longer knows (404/410) is removed with its
 * messages; otherwise pg-boss retries it with backoff (its retry limit is the give-up).
 */
@Injectable()
export class PushWorker implements OutboxChannel<QueuedPush, PushAnswer> {
  private readonly logger = new Logger('Push');

  constructor(
    private readonly repository: PushRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Without Web Push configured the message waits (nothing to send it with). */
  async claim(id: string, tx: Transaction): Promise<QueuedPush | null> {
    return this.config.push ? this.repository.lockMessage(id, tx) : null;
  }

  async deliver(message: QueuedPush): Promise<Attempt<PushAnswer>> {
    const answer = await sendPush(message, message.payload, this.config.push!, this.config.webhooks);
    const verdict = answer.outcome === 'delivered' ? 'sent' : answer.outcome === 'retry' ? 'retry' : 'drop';
    return {
      verdict,
      error: verdict === 'retry' ? 'no answer from the push service, tried again later' : null,
      detail: answer,
    };
  }

  isLastAttempt(): boolean {
    return false;
  }

  async record(
    id: string,
    message: QueuedPush,
    attempt: Attempt<PushAnswer>,
    status: DeliveryStatus,
    tx: Transaction,
  ): Promise<void> {
    const { outcome, statusCode } = attempt.detail ?? { outcome: 'retry', statusCode: null };
    // The endpoint identifies a device: the log names only the message and the outcome.
    this.logger.log({ msg: 'push-levering', messageId: id, outcome, statusCode });
    if (outcome === 'gone') await this.repository.deleteSubscription(message.subscriptionId, tx);
    else if (status !== 'Pending') await this.repository.deleteMessage(id, tx);
  }
}
