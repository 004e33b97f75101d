import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AuditKind,
  VacationStatus,
  type AbsenceWebhookData,
  type AuditRequestDetails,
  type MemberWebhookData,
  type WebhookEvent,
  type WebhookEventType,
} from '@ferieplan/contracts';
import { hasWebhooks, isSickKind } from '@ferieplan/vacation-rules';
import type { AuditFollower } from '../audit/audit-follower.js';
import { AuditLog } from '../audit/audit-log.js';
import type { AuditRecord } from '../audit/audit-record.js';
import type { Transaction } from '../database/sql.js';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository.js';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository.js';
import { webhookEventOf } from './webhook-event-of.js';
import { WebhookFactsRepository } from './webhook-facts.repository.js';
import { WebhookQueue } from './webhook-queue.js';

/**
 * The webhook outbox's writer. For an audited change that is a webhook event, in the change's own
 * transaction: one delivery row per endpoint of the (Pro) organisation that takes the event, each with
 * its pg-boss job. A change that rolls back leaves no delivery; a committed one is never lost.
 */
@Injectable()
export class WebhookEvents implements AuditFollower {
  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly facts: WebhookFactsRepository,
    private readonly queue: WebhookQueue,
    audit: AuditLog,
  ) {
    audit.follow(this);
  }

  async fromAudit(entry: AuditRecord, tx: Transaction): Promise<void> {
    const type = webhookEventOf(entry);
    if (!type) return;
    const subscribers = await this.endpoints.subscribers(entry.organizationId, type, tx);
    if (!subscribers || subscribers.endpointIds.length === 0 || !hasWebhooks(subscribers.plan)) return;
    const data = await this.dataOf(type, entry, tx);
    if (!data) return;
    const event: WebhookEvent = {
      id: randomUUID(),
      type,
      created: Math.floor(Date.now() / 1000),
      organizationId: entry.organizationId,
      data,
    };
    const ids = await this.deliveries.insert(
      subscribers.endpointIds,
      { eventId: event.id, eventType: type, body: JSON.stringify(event) },
      tx,
    );
    for (const id of ids) await this.queue.enqueue(id, tx);
    // The local worker looks at once after the commit instead of at its next poll.
    tx.afterCommit(() => this.queue.wake());
  }

  private async dataOf(
    type: WebhookEventType,
    entry: AuditRecord,
    tx: Transaction,
  ): Promise<AbsenceWebhookData | MemberWebhookData | null> {
    if (type === 'member.joined' || type === 'member.left')
      return entry.subject ? this.facts.member(entry.subject, tx) : null;
    if (!entry.targetId || !entry.subject) return null;
    const details = entry.details as AuditRequestDetails;
    // Issue 25 (GDPR art. 9): a sick absence never goes to a webhook endpoint (a third party's system).
    if (details.kind && isSickKind(details.kind)) return null;
    return {
      absenceId: entry.targetId,
      employeeId: entry.subject,
      kind: details.kind ?? 'Ferie',
      startDate: details.startDate,
      endDate: details.endDate,
      days: details.days,
      status: await this.statusOf(entry, tx),
      actorEmployeeId: entry.actor,
    };
  }

  private async statusOf(entry: AuditRecord, tx: Transaction): Promise<AbsenceWebhookData['status']> {
    if (entry.kind === AuditKind.RequestApproved) return VacationStatus.Approved;
    if (entry.kind === AuditKind.RequestRejected) return VacationStatus.Rejected;
    if (entry.kind === AuditKind.RequestWithdrawn) return 'Cancelled';
    return (await this.facts.requestStatus(entry.targetId!, tx)) ?? VacationStatus.Pending;
  }
}
