import { Inject, Injectable } from '@nestjs/common';
import { AuditKind, type AbsenceKind, type AuditRequestDetails } from '@ferieplan/contracts';
import { absenceKindName, formatDateRange, pushMessages, sickPrivacy } from '@ferieplan/texts';
import { isSickKind } from '@ferieplan/vacation-rules';
import type { AuditFollower } from '../audit/audit-follower.js';
import { AuditLog } from '../audit/audit-log.js';
import type { AuditRecord } from '../audit/audit-record.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Transaction } from '../database/sql.js';
import { PushQueue } from './push-queue.js';
import { PushRepository } from './push.repository.js';

/** What the service worker shows (apps/shell/public/sw.js): a notification that opens `url`. */
interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** One notification per request: a later push about it replaces the earlier one. */
  tag: string;
}

/**
 * The push outbox's writer, fed by the audit log like the webhooks: a decision goes to the person's
 * devices, a new request to the admins' (not the person's, nor the actor's). Written in the change's
 * transaction, so a rolled-back change pushes nothing and a committed one is never lost.
 */
@Injectable()
export class PushEvents implements AuditFollower {
  constructor(
    private readonly repository: PushRepository,
    private readonly queue: PushQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    audit: AuditLog,
  ) {
    audit.follow(this);
  }

  async fromAudit(entry: AuditRecord, tx: Transaction): Promise<void> {
    if (!this.config.push || !entry.subject || !entry.targetId) return;
    const details = entry.details as AuditRequestDetails;
    const period =
      details.startDate && details.endDate ? formatDateRange(details.startDate, details.endDate) : '';
    if (entry.kind === AuditKind.RequestApproved || entry.kind === AuditKind.RequestRejected) {
      const title = entry.kind === AuditKind.RequestApproved ? pushMessages.approved : pushMessages.rejected;
      await this.push([entry.subject], { title, body: period, url: '/dashboard', tag: entry.targetId }, tx);
    } else if (entry.kind === AuditKind.RequestSubmitted) {
      const admins = (await this.repository.adminIds(entry.organizationId, entry.subject, tx)).filter(
        (id) => id !== entry.actor,
      );
      if (admins.length === 0) return;
      const kind = (details.kind ?? 'Ferie') as AbsenceKind;
      // Issue 25: a lock screen is not private, so a sick kind is only 'Fravær' even to an admin.
      const kindName = isSickKind(kind) ? sickPrivacy.hiddenKind : absenceKindName(kind);
      const name = (await this.repository.memberName(entry.subject, tx)) ?? '';
      const body = pushMessages.newRequestBody(name, kindName, period);
      await this.push(
        admins,
        { title: pushMessages.newRequest, body, url: '/admindashboard', tag: entry.targetId },
        tx,
      );
    }
  }

  private async push(membershipIds: string[], payload: PushPayload, tx: Transaction): Promise<void> {
    const subscriptions = await this.repository.subscriptionIds(membershipIds, tx);
    if (subscriptions.length === 0) return;
    const ids = await this.repository.insertMessages(subscriptions, JSON.stringify(payload), tx);
    for (const id of ids) await this.queue.enqueue(id, tx);
    tx.afterCommit(() => this.queue.wake());
  }
}
