import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import type { VacationRequest } from '@ferieplan/contracts';
import { absenceCost, hasAdvancedPlanning, type AbsenceLoadRequest } from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import type { Transaction } from '../database/sql.js';
import { runInTransaction } from '../database/transaction.js';
import { requestDecidedMail, requestSubmittedMail } from '../mail/mail-templates.js';
import { sha256Hex } from '../common/sha256.js';
import { egenmeldingRegisteredMail } from '../mail/sick-leave-mail.js';
import { vacationReturnRequestedMail } from '../mail/vacation-return-mail.js';
import { Outbox } from '../mail/outbox.js';
import type { MailContent } from '../mail/render.js';
import { NotificationsRepository } from './notifications.repository.js';

export interface NotificationSetting {
  /** The member gets notification e-mails from this organisation. */
  enabled: boolean;
  /** Notifications are part of Pro: false on Starter (nothing is sent). */
  available: boolean;
}

/**
 * E-mail notifications (Pro): written into the outbox with the transaction of the change, so a
 * refused or rolled-back change notifies nobody. Members who turned them off get none.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly pool: Pool,
    private readonly repository: NotificationsRepository,
    private readonly outbox: Outbox,
    private readonly access: OrganizationAccessService,
  ) {}

  /**
   * To every admin (not the submitter) that a request was sent. `normalDayHours`: the member's own
   * normal day (else the organisation's), which weighs an hour request in days.
   */
  async requestSubmitted(
    request: VacationRequest,
    member: { id: string; name: string },
    normalDayHours: number,
    tx: Transaction,
  ): Promise<void> {
    await this.toAdmins(request.organizationId, member.id, tx, (organizationName) =>
      requestSubmittedMail({
        appOrigin: this.outbox.appOrigin,
        organizationName,
        memberName: member.name,
        startDate: request.startDate,
        endDate: request.endDate,
        days: absenceCost(request, normalDayHours),
        description: request.description,
        kind: request.kind,
      }),
    );
  }

  /**
   * To every admin (not the person) that a member registered an egenmelding (no approval: information
   * only). Admins may see the kind; the mail's outbox kind stays 'request-submitted', so no log line
   * says sick leave.
   */
  async egenmeldingRegistered(
    request: VacationRequest,
    member: { id: string; name: string },
    tx: Transaction,
  ): Promise<void> {
    await this.toAdmins(request.organizationId, member.id, tx, (organizationName) =>
      egenmeldingRegisteredMail({
        appOrigin: this.outbox.appOrigin,
        organizationName,
        memberName: member.name,
        startDate: request.startDate,
        endDate: request.endDate,
      }),
    );
  }

  /** To every admin but the person (Pro): a claim for ferie days back (syk i ferien, issue 25). */
  async vacationReturnRequested(
    claim: { organizationId: string; startDate: string; endDate: string; days: number },
    member: { id: string; name: string },
    tx: Transaction,
  ): Promise<void> {
    await this.toAdmins(claim.organizationId, member.id, tx, (organizationName) =>
      vacationReturnRequestedMail({
        appOrigin: this.outbox.appOrigin,
        organizationName,
        memberName: member.name,
        ...claim,
      }),
    );
  }

  /**
   * Pro only: a 'request-submitted' mail (the outbox kind every admin notice goes by) to every admin of
   * the organisation but the member, each with its own unsubscribe link.
   */
  private async toAdmins(
    organizationId: string,
    memberId: string,
    tx: Transaction,
    content: (organizationName: string) => MailContent,
  ): Promise<void> {
    const organization = await this.repository.organization(organizationId, tx);
    if (!organization || !hasAdvancedPlanning(organization.plan)) return;
    for (const admin of await this.repository.admins(organizationId, memberId, tx))
      await this.outbox.send(
        {
          kind: 'request-submitted',
          to: admin.email,
          organizationId,
          notifiedMembershipId: admin.membershipId,
          content: content(organization.name),
        },
        tx,
      );
  }

  /** To the member (`membershipId`) whose request was approved or rejected; days weighed as above. */
  async requestDecided(
    request: AbsenceLoadRequest & { organizationId: string; membershipId: string },
    approved: boolean,
    normalDayHours: number,
    tx: Transaction,
  ): Promise<void> {
    const organization = await this.repository.organization(request.organizationId, tx);
    if (!organization || !hasAdvancedPlanning(organization.plan)) return;
    // Nobody to write to: opted out, or no e-mail address (an organisation's founder may have none).
    const owner = await this.repository.member(request.membershipId, tx);
    if (!owner?.email) return;
    await this.outbox.send(
      {
        kind: 'request-decided',
        to: owner.email,
        organizationId: request.organizationId,
        notifiedMembershipId: owner.membershipId,
        content: requestDecidedMail({
          appOrigin: this.outbox.appOrigin,
          organizationName: organization.name,
          approved,
          startDate: request.startDate,
          endDate: request.endDate,
          days: absenceCost(request, normalDayHours),
          kind: request.kind,
        }),
      },
      tx,
    );
  }

  wake(): void {
    this.outbox.wake();
  }

  async setting(uid: string, organizationId: string): Promise<NotificationSetting> {
    const member = await this.access.requireMember(uid, organizationId);
    const organization = await this.repository.organization(organizationId);
    return {
      enabled: !(await this.repository.isOptedOut(member.id)),
      available: hasAdvancedPlanning(organization?.plan),
    };
  }

  async update(uid: string, organizationId: string, enabled: boolean): Promise<NotificationSetting> {
    await runInTransaction(this.pool, async (tx) => {
      const member = await this.access.requireMember(uid, organizationId, tx);
      await this.repository.setOptedOut(member.id, !enabled, tx);
    });
    return this.setting(uid, organizationId);
  }

  /** The one-click link in a notification: the member behind the token stops getting them. */
  unsubscribe(token: string): Promise<string | null> {
    return runInTransaction(this.pool, async (tx) => {
      const target = await this.repository.byUnsubscribeToken(sha256Hex(token), tx);
      if (!target) return null;
      await this.repository.setOptedOut(target.membershipId, true, tx);
      return target.organizationName;
    });
  }

  async unsubscribeTarget(token: string): Promise<string | null> {
    return (await this.repository.byUnsubscribeToken(sha256Hex(token)))?.organizationName ?? null;
  }
}
