import { Inject, Injectable, Logger } from '@nestjs/common';
import { Pool } from 'pg';
import { VacationStatus } from '@ferieplan/contracts';
import { chatMessages, serverChat, serverVacation } from '@ferieplan/texts';
import { isProPlan } from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { DomainError, invalidInput, unauthenticated } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { runInTransaction } from '../database/transaction.js';
import { BalancesService } from '../planning/balances/balances.service.js';
import { VacationRequestsService } from '../vacation-requests/vacation-requests.service.js';
import { ChatEventsRepository } from './chat-events.repository.js';
import { requestsLink } from './chat-messages.js';
import { open } from './secret-box.js';
import { SlackApi } from './slack-api.js';
import { SlackInstallationRepository, type SlackInstallationRow } from './slack-installation.repository.js';
import { slackActionOf, type SlackAction } from './slack-requests.js';
import { slackSignatureProblem } from './slack-signature.js';

/** Slack's answer to a button or a command: a message only the person sees. */
export interface SlackReply {
  response_type: 'ephemeral';
  text: string;
}

const reply = (text: string): SlackReply => ({ response_type: 'ephemeral', text });

/**
 * What Slack sends to Ferieplan: button presses in an admin's DM and the /ferie command. Each request
 * is verified first (v0 signature over the raw body, timestamp within 5 minutes, never the same
 * signature twice); a decision then goes through the same service as the web's (four-eyes, minimum
 * staffing, one decision per request) and is audited 'via Slack'.
 */
@Injectable()
export class SlackInteractionsService {
  private readonly logger = new Logger('Slack');

  constructor(
    private readonly pool: Pool,
    private readonly installations: SlackInstallationRepository,
    private readonly events: ChatEventsRepository,
    private readonly requests: VacationRequestsService,
    private readonly access: OrganizationAccessService,
    private readonly balances: BalancesService,
    private readonly slack: SlackApi,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Refuses (401) a request Slack did not sign just now, or one already handled (a replay). */
  async verify(rawBody: Buffer | undefined, timestamp: unknown, signature: unknown): Promise<void> {
    const slack = this.config.chat.slack;
    // Without the signing secret nothing can be verified, so nothing is trusted.
    if (!slack) throw unauthenticated(serverChat.signatureInvalid);
    const problem = slackSignatureProblem(
      slack.signingSecret,
      typeof timestamp === 'string' ? timestamp : undefined,
      typeof signature === 'string' ? signature : undefined,
      rawBody?.toString('utf8') ?? '',
    );
    if (problem === 'stale') throw unauthenticated(serverChat.signatureStale);
    if (problem) throw unauthenticated(serverChat.signatureInvalid);
    const first = await runInTransaction(this.pool, (tx) =>
      this.installations.firstSeen(signature as string, tx),
    );
    if (!first) throw unauthenticated(serverChat.signatureReplayed);
  }

  /** A press of 'Godkjenn' or 'Avslå': the outcome replaces the DM's buttons and is the answer. */
  async interaction(form: Record<string, unknown>): Promise<SlackReply> {
    const action = slackActionOf(form);
    if (!action) throw invalidInput(serverChat.signatureInvalid);
    const installation = await this.installations.byTeam(action.teamId);
    if (!installation) return reply(serverChat.slackNotConnected);
    const text = await this.decide(installation, action);
    if (action.channelId && action.messageTs && this.config.chat.secretsKey) {
      const token = open(installation.botTokenEncrypted, this.config.chat.secretsKey);
      await this.slack
        .updateMessage(token, action.channelId, action.messageTs, text)
        .catch((error: Error) => this.logger.warn(`chat.update feilet: ${error.message}`));
    }
    return reply(text);
  }

  private async decide(installation: SlackInstallationRow, action: SlackAction): Promise<string> {
    if (!isProPlan(await this.access.planOf(installation.organizationId))) return serverChat.proRequired;
    const member = await this.installations.memberOf(installation.organizationId, action.userId);
    if (!member) return chatMessages.unknownPerson;
    const approve = action.decision === 'approve';
    try {
      await this.requests.decide(
        member.uid,
        action.requestId,
        approve ? VacationStatus.Approved : VacationStatus.Rejected,
        {
          via: 'Slack',
        },
      );
      return chatMessages.decidedBy(approve ? 'approved' : 'rejected', member.name);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Minimum staffing: Slack has no confirm dialog; the web app shows the days and asks.
      if (error.details?.reason === 'understaffed')
        return chatMessages.understaffed(requestsLink(this.config.appOrigin));
      if (error.message === serverVacation.alreadyDecided) return chatMessages.alreadyDecided;
      return chatMessages.notAllowed(error.message);
    }
  }

  /** /ferie: the person's balance this year, found by their Slack e-mail among the organisation's members. */
  async command(form: Record<string, unknown>): Promise<SlackReply> {
    const installation =
      typeof form.team_id === 'string' ? await this.installations.byTeam(form.team_id) : null;
    if (!installation || !this.config.chat.secretsKey) return reply(serverChat.slackNotConnected);
    if (!isProPlan(await this.access.planOf(installation.organizationId)))
      return reply(serverChat.proRequired);
    const token = open(installation.botTokenEncrypted, this.config.chat.secretsKey);
    const email = typeof form.user_id === 'string' ? await this.slack.emailOf(token, form.user_id) : null;
    const found = email ? await this.installations.memberByEmail(installation.organizationId, email) : null;
    if (!found) return reply(chatMessages.unknownPerson);
    const member = await this.access.requireMember(found.uid, installation.organizationId);
    const year = new Date().getFullYear();
    const balance = (
      await this.balances.forOrganization(installation.organizationId, [year], member.id)
    ).year(member, year);
    const days = (value: number) => chatMessages.days(value);
    return reply(
      [
        chatMessages.balancesTitle(year),
        chatMessages.balanceLine(
          chatMessages.balanceEntitled,
          days(balance.totalDays - balance.transferredDays),
        ),
        chatMessages.balanceLine(chatMessages.balanceTransferred, days(balance.transferredDays)),
        chatMessages.balanceLine(chatMessages.balanceUsed, days(balance.usedDays)),
        chatMessages.balanceLine(chatMessages.balancePending, days(balance.plannedDays)),
        chatMessages.balanceLine(chatMessages.balanceRemaining, days(balance.remainingDays)),
      ].join('\n'),
    );
  }
}
