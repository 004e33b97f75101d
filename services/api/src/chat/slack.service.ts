import { Inject, Injectable, Logger } from '@nestjs/common';
import { Pool } from 'pg';
import type { SlackChannel, SlackInstallUrl, SlackStatus } from '@ferieplan/contracts';
import { serverChat } from '@ferieplan/texts';
import { conflict, invalidInput, notFound, unavailable, upstreamFailed } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { SlackConfig } from '../config/chat-config.js';
import { runInTransaction } from '../database/transaction.js';
import { ChatAccess } from './chat-access.js';
import { ChatEventsRepository } from './chat-events.repository.js';
import { open, seal } from './secret-box.js';
import { SlackApi, SlackApiError } from './slack-api.js';
import { SlackInstallationRepository } from './slack-installation.repository.js';
import type { ChatConnectionService } from './chat-connection.controller.js';
import { readState, signState } from './slack-oauth-state.js';

/**
 * The bot's scopes: post (also to a public channel it was not invited to: chat:write.public), read the
 * channel list, find admins by e-mail, and the /ferie command.
 */
const BOT_SCOPES = [
  'chat:write',
  'chat:write.public',
  'channels:read',
  'users:read',
  'users:read.email',
  'im:write',
  'commands',
];
/** Token errors that mean it is already dead: disconnecting goes on. */
const TOKEN_GONE = ['invalid_auth', 'token_revoked', 'account_inactive', 'not_authed'];

/** The admin's side of Slack: install (OAuth v2), channel, disconnect. */
@Injectable()
export class SlackService implements ChatConnectionService<SlackStatus> {
  private readonly logger = new Logger('Slack');

  constructor(
    private readonly pool: Pool,
    private readonly chatAccess: ChatAccess,
    private readonly installations: SlackInstallationRepository,
    private readonly events: ChatEventsRepository,
    private readonly slack: SlackApi,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private slackConfig(): SlackConfig {
    if (!this.config.chat.slack) throw unavailable(serverChat.slackNotConfigured);
    return this.config.chat.slack;
  }

  private get redirectUri(): string {
    return `${this.config.mail.apiOrigin}/api/Slack/oauth/callback`;
  }

  async status(uid: string, organizationId: string): Promise<SlackStatus> {
    await this.chatAccess.requireProAdmin(uid, organizationId);
    const installation = await this.installations.byOrganization(organizationId);
    return {
      configured: this.config.chat.slack !== null && this.config.chat.secretsKey !== null,
      connected: installation !== null,
      teamName: installation?.teamName ?? null,
      channelId: installation?.channelId ?? null,
      channelName: installation?.channelName ?? null,
    };
  }

  /** Slack's install page for this organisation; the state names the admin who started it. */
  async installUrl(uid: string, organizationId: string): Promise<SlackInstallUrl> {
    const admin = await this.chatAccess.requireProAdmin(uid, organizationId);
    const slack = this.slackConfig();
    const url = new URL(slack.authorizeUrl);
    url.searchParams.set('client_id', slack.clientId);
    url.searchParams.set('scope', BOT_SCOPES.join(','));
    url.searchParams.set('redirect_uri', this.redirectUri);
    url.searchParams.set('state', signState(this.chatAccess.secretsKey(), organizationId, admin.id));
    return { url: url.toString() };
  }

  /**
   * Slack sends the admin's browser back here with a code: exchanged for the bot token, which is stored
   * sealed. Answers where the browser goes next: Innstillinger, with the outcome in ?slack=.
   */
  async completeInstall(code: string | undefined, state: string | undefined): Promise<string> {
    const back = (outcome: string) => `${this.config.appOrigin}/admindashboard?tab=settings&slack=${outcome}`;
    try {
      this.slackConfig();
      const key = this.chatAccess.secretsKey();
      const started = state ? readState(key, state) : null;
      if (!started || !code) throw invalidInput(serverChat.slackStateInvalid);
      const uid = await this.events.uidOf(started.membershipId);
      if (!uid) throw invalidInput(serverChat.slackStateInvalid);
      await this.chatAccess.requireProAdmin(uid, started.organizationId);
      const install = await this.slack.exchangeCode(code, this.redirectUri).catch((error: unknown) => {
        throw upstreamFailed(
          error instanceof SlackApiError ? serverChat.slackError(error.code) : serverChat.slackInstallFailed,
        );
      });
      await runInTransaction(this.pool, async (tx) => {
        const other = await this.installations.byTeam(install.teamId, tx);
        if (other && other.organizationId !== started.organizationId)
          throw conflict(serverChat.slackTeamTaken);
        await this.installations.upsert(
          {
            organizationId: started.organizationId,
            teamId: install.teamId,
            teamName: install.teamName,
            botTokenEncrypted: seal(install.botToken, key),
          },
          tx,
        );
      });
      return back('connected');
    } catch (error) {
      this.logger.warn(`Slack-tilkobling feilet: ${(error as Error).message}`);
      return back('failed');
    }
  }

  async channels(uid: string, organizationId: string): Promise<SlackChannel[]> {
    await this.chatAccess.requireProAdmin(uid, organizationId);
    return this.slack.channels(await this.token(organizationId)).catch((error: unknown) => {
      throw upstreamFailed(
        error instanceof SlackApiError ? serverChat.slackError(error.code) : serverChat.slackUnreachable,
      );
    });
  }

  async setChannel(uid: string, organizationId: string, channelId: string): Promise<SlackStatus> {
    const channels = await this.channels(uid, organizationId);
    const channel = channels.find((candidate) => candidate.id === channelId);
    if (!channel) throw invalidInput(serverChat.channelUnknown, { channelId: [serverChat.channelUnknown] });
    await runInTransaction(this.pool, (tx) => this.installations.setChannel(organizationId, channel, tx));
    return this.status(uid, organizationId);
  }

  /** Revokes the bot token in Slack (auth.revoke), then forgets the installation. */
  async disconnect(uid: string, organizationId: string): Promise<void> {
    await this.chatAccess.requireProAdmin(uid, organizationId);
    const token = await this.token(organizationId);
    try {
      await this.slack.revoke(token);
    } catch (error) {
      if (!(error instanceof SlackApiError && TOKEN_GONE.includes(error.code)))
        throw upstreamFailed(serverChat.slackUnreachable);
    }
    await runInTransaction(this.pool, (tx) => this.installations.delete(organizationId, tx));
  }

  private async token(organizationId: string): Promise<string> {
    const installation = await this.installations.byOrganization(organizationId);
    if (!installation) throw notFound(serverChat.slackNotConnected);
    return open(installation.botTokenEncrypted, this.chatAccess.secretsKey());
  }
}
