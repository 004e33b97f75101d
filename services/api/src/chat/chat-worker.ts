import { Inject, Injectable, Logger } from '@nestjs/common';
import { serverChat } from '@ferieplan/texts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Transaction } from '../database/sql.js';
import type { Attempt, DeliveryStatus, OutboxChannel } from '../jobs/outbox-delivery.js';
import { checkedLookup } from '../webhooks/webhook-address.js';
import { postWebhook } from '../webhooks/webhook-sender.js';
import { adaptiveCard, decisionBlocks, requestsLink } from './chat-messages.js';
import { ChatDeliveriesRepository, type ChatDeliveryRow } from './chat-deliveries.repository.js';
import { CHAT_MAX_ATTEMPTS } from './chat-queue.js';
import { open } from './secret-box.js';
import { SlackApi, SlackApiError } from './slack-api.js';
import { SlackInstallationRepository } from './slack-installation.repository.js';
import { TeamsConnectionRepository } from './teams-connection.repository.js';
import { teamsUrlProblem } from './teams-url.js';

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
 * The chat outbox's channel in the one delivery loop (jobs/outbox-delivery.ts): a Slack message (channel
 * or an admin's DM) or a Teams card, retried with backoff up to CHAT_MAX_ATTEMPTS; an error no retry
 * can cure gives it up at once.
 */
@Injectable()
export class ChatWorker implements OutboxChannel<ChatDeliveryRow> {
  private readonly logger = new Logger('Chat');

  constructor(
    private readonly deliveries: ChatDeliveriesRepository,
    private readonly slackInstallations: SlackInstallationRepository,
    private readonly teamsConnections: TeamsConnectionRepository,
    private readonly slack: SlackApi,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async claim(id: string, tx: Transaction): Promise<ChatDeliveryRow | null> {
    const delivery = await this.deliveries.lockForAttempt(id, tx);
    return delivery?.status === 'Pending' ? delivery : null;
  }

  isLastAttempt(delivery: ChatDeliveryRow): boolean {
    return delivery.attempts + 1 >= CHAT_MAX_ATTEMPTS;
  }

  async record(
    id: string,
    delivery: ChatDeliveryRow,
    attempt: Attempt,
    status: DeliveryStatus,
    tx: Transaction,
  ): Promise<void> {
    await this.deliveries.recordAttempt(id, status, attempt.error, tx);
    this.logger.log({
      msg: 'chat-levering',
      deliveryId: id,
      target: delivery.target,
      attempt: delivery.attempts + 1,
      status,
    });
  }

  async deliver(delivery: ChatDeliveryRow, tx: Transaction): Promise<Attempt> {
    const key = this.config.chat.secretsKey;
    if (!key) return { verdict: 'drop', error: serverChat.notConfigured };
    if (delivery.target === 'teams') return this.sendTeams(delivery, key, tx);
    const installation = await this.slackInstallations.byOrganization(delivery.organizationId, tx);
    if (!installation) return { verdict: 'drop', error: serverChat.slackNotConnected };
    const token = open(installation.botTokenEncrypted, key);
    try {
      if (delivery.target === 'slack-channel') {
        if (!installation.channelId) return { verdict: 'drop', error: serverChat.channelRequired };
        await this.slack.postMessage(token, installation.channelId, delivery.body.text);
        return { verdict: 'sent', error: null };
      }
      const email = delivery.recipient ? await this.deliveries.recipientEmail(delivery.recipient, tx) : null;
      const slackUser = email ? await this.slack.userByEmail(token, email) : null;
      // An admin without a Slack account of that address gets no DM (not an error to retry).
      if (!slackUser || !delivery.recipient) return { verdict: 'sent', error: null };
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
      return { verdict: 'sent', error: null };
    } catch (error) {
      const code = error instanceof SlackApiError ? error.code : (error as Error).message;
      const message = serverChat.slackError(code);
      return PERMANENT_SLACK.includes(code)
        ? { verdict: 'drop', error: message }
        : { verdict: 'retry', error: message };
    }
  }

  /** The Adaptive Card to the pasted URL, through the webhooks' SSRF guard (checked at every attempt). */
  private async sendTeams(delivery: ChatDeliveryRow, key: Buffer, tx: Transaction): Promise<Attempt> {
    const connection = await this.teamsConnections.byOrganization(delivery.organizationId, tx);
    if (!connection) return { verdict: 'drop', error: serverChat.teamsNotConnected };
    const url = open(connection.urlEncrypted, key);
    if (teamsUrlProblem(url, this.config.chat)) return { verdict: 'drop', error: serverChat.teamsUrlHost };
    const body = JSON.stringify(adaptiveCard(delivery.body.text, requestsLink(this.config.appOrigin)));
    const outcome = await postWebhook(url, body, {
      timeoutMs: this.config.webhooks.timeoutMs,
      lookup: checkedLookup(this.config.webhooks),
      headers: {},
    });
    return outcome.delivered
      ? { verdict: 'sent', error: null }
      : { verdict: 'retry', error: outcome.error ?? serverChat.teamsAttemptStatus(outcome.statusCode ?? 0) };
  }
}
