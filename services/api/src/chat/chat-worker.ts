import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Pool } from 'pg';
import { serverChat } from '@ferieplan/texts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { runInTransaction } from '../database/transaction.js';
import type { Transaction } from '../database/sql.js';
import type { OutboxJob } from '../jobs/job-queue.js';
import { runInContext } from '../observability/request-context.js';
import { checkedLookup } from '../webhooks/webhook-address.js';
import { postWebhook } from '../webhooks/webhook-sender.js';
import { adaptiveCard, decisionBlocks, requestsLink } from './chat-messages.js';
import {
  ChatDeliveriesRepository,
  type ChatDeliveryRow,
  type ChatDeliveryStatus,
} from './chat-deliveries.repository.js';
import { CHAT_MAX_ATTEMPTS, ChatQueue } from './chat-queue.js';
import { open } from './secret-box.js';
import { SlackApi, SlackApiError } from './slack-api.js';
import { SlackInstallationRepository } from './slack-installation.repository.js';
import { TeamsConnectionRepository } from './teams-connection.repository.js';
import { teamsUrlProblem } from './teams-url.js';

/** An attempt's outcome: delivered, to be retried (with the reason), or never deliverable (given up now). */
type Outcome = { status: 'sent' } | { status: 'retry'; error: string } | { status: 'drop'; error: string };

/** Slack errors no retry can cure (the token revoked, the channel gone, the bot not in it). */
const PERMANENT_SLACK = [
  'invalid_auth',
  'token_revoked',
  'account_inactive',
  'channel_not_found',
  'not_in_channel',
  'is_archived',
  'not_configured',
];

/**
 * One attempt of one chat delivery, as the webhook worker does it: the row locked (SKIP LOCKED) for the
 * attempt and its outcome written in the same transaction; a failed attempt makes the job fail after
 * the commit, so pg-boss retries it with backoff, up to CHAT_MAX_ATTEMPTS.
 */
@Injectable()
export class ChatWorker {
  private readonly logger = new Logger('Chat');

  constructor(
    private readonly pool: Pool,
    private readonly deliveries: ChatDeliveriesRepository,
    private readonly slackInstallations: SlackInstallationRepository,
    private readonly teamsConnections: TeamsConnectionRepository,
    private readonly slack: SlackApi,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    queue: ChatQueue,
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
      const outcome = await this.send(delivery, tx).catch((error: unknown): Outcome => ({
        status: 'retry',
        error: (error as Error).message,
      }));
      const lastAttempt = delivery.attempts + 1 >= CHAT_MAX_ATTEMPTS;
      const status: ChatDeliveryStatus =
        outcome.status === 'sent'
          ? 'Succeeded'
          : outcome.status === 'drop' || lastAttempt
            ? 'Failed'
            : 'Pending';
      const error = outcome.status === 'sent' ? null : outcome.error;
      await this.deliveries.recordAttempt(delivery.id, status, error, tx);
      this.logger.log({
        msg: 'chat-levering',
        deliveryId,
        target: delivery.target,
        attempt: delivery.attempts + 1,
        status,
      });
      return status === 'Pending' ? error : null;
    });
    if (failure) throw new Error(failure);
  }

  private async send(delivery: ChatDeliveryRow, tx: Transaction): Promise<Outcome> {
    const key = this.config.chat.secretsKey;
    if (!key) return { status: 'drop', error: serverChat.notConfigured };
    if (delivery.target === 'teams') return this.sendTeams(delivery, key, tx);
    const installation = await this.slackInstallations.byOrganization(delivery.organizationId, tx);
    if (!installation) return { status: 'drop', error: serverChat.slackNotConnected };
    const token = open(installation.botTokenEncrypted, key);
    try {
      if (delivery.target === 'slack-channel') {
        if (!installation.channelId) return { status: 'drop', error: serverChat.channelRequired };
        await this.slack.postMessage(token, installation.channelId, delivery.body.text);
        return { status: 'sent' };
      }
      const email = delivery.recipient ? await this.deliveries.recipientEmail(delivery.recipient, tx) : null;
      const slackUser = email ? await this.slack.userByEmail(token, email) : null;
      // An admin without a Slack account of that address gets no DM (not an error to retry).
      if (!slackUser || !delivery.recipient) return { status: 'sent' };
      await this.slackInstallations.rememberMember(
        delivery.organizationId,
        slackUser,
        delivery.recipient,
        tx,
      );
      await this.slack.postMessage(
        token,
        slackUser,
        delivery.body.text,
        decisionBlocks(delivery.body.text, delivery.body.requestId!),
      );
      return { status: 'sent' };
    } catch (error) {
      const code = error instanceof SlackApiError ? error.code : (error as Error).message;
      const message = serverChat.slackError(code);
      return PERMANENT_SLACK.includes(code)
        ? { status: 'drop', error: message }
        : { status: 'retry', error: message };
    }
  }

  /** The Adaptive Card to the pasted URL, through the webhooks' SSRF guard (checked at every attempt). */
  private async sendTeams(delivery: ChatDeliveryRow, key: Buffer, tx: Transaction): Promise<Outcome> {
    const connection = await this.teamsConnections.byOrganization(delivery.organizationId, tx);
    if (!connection) return { status: 'drop', error: serverChat.teamsNotConnected };
    const url = open(connection.urlEncrypted, key);
    if (teamsUrlProblem(url, this.config.chat)) return { status: 'drop', error: serverChat.teamsUrlHost };
    const body = JSON.stringify(adaptiveCard(delivery.body.text, requestsLink(this.config.appOrigin)));
    const outcome = await postWebhook(url, body, {
      timeoutMs: this.config.webhooks.timeoutMs,
      lookup: checkedLookup(this.config.webhooks),
      headers: {},
    });
    return outcome.delivered
      ? { status: 'sent' }
      : { status: 'retry', error: outcome.error ?? serverChat.teamsAttemptStatus(outcome.statusCode ?? 0) };
  }
}
