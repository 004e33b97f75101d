import { Injectable } from '@nestjs/common';
import { AuditKind } from '@ferieplan/contracts';
import type { Transaction } from '../database/sql.js';
import type { Membership } from '../users/membership.js';
import { employeeChanges, type AuditRecord } from './audit-record.js';
import { AuditRepository } from './audit.repository.js';
import { WebhookEvents } from '../webhooks/webhook-events.js';
import { ChatEvents } from '../chat/chat-events.js';
import { PushEvents } from '../push/push-events.js';

/**
 * Where services write the audit log. `tx` is required: an entry is written in the transaction of the
 * change it describes, so a change that rolls back leaves no entry and a committed one always has one.
 */
@Injectable()
export class AuditLog {
  constructor(
    private readonly repository: AuditRepository,
    private readonly webhooks: WebhookEvents,
    private readonly chat: ChatEvents,
    private readonly push: PushEvents,
  ) {}

  /**
   * Also queues what follows from the change: webhook deliveries (webhooks/webhook-events.ts), Slack/Teams
   * messages (chat/chat-events.ts) and pushes (push/push-events.ts), in the same transaction.
   */
  async record<K extends AuditKind>(entry: AuditRecord<K>, tx: Transaction): Promise<void> {
    await this.repository.insert(entry, tx);
    await this.webhooks.fromAudit(entry, tx);
    await this.chat.fromAudit(entry, tx);
    await this.push.fromAudit(entry, tx);
  }

  /** An admin's edit of an employee: the changed fields, and the admin right given or taken (0-2 entries). */
  async employeeEdited(
    actor: string,
    before: Membership & { birthYear?: number | null },
    after: typeof before,
    tx: Transaction,
  ): Promise<void> {
    const base = { organizationId: before.organizationId, actor, subject: before.id, targetId: before.id };
    const changes = employeeChanges(before, after);
    if (changes.length > 0) {
      const subjectPreviousName = before.name !== after.name ? before.name : null;
      await this.record(
        {
          ...base,
          kind: AuditKind.EmployeeUpdated,
          subjectPreviousName,
          details: { changes },
        },
        tx,
      );
    }
    if (before.isAdmin !== after.isAdmin) {
      await this.record(
        {
          ...base,
          kind: after.isAdmin ? AuditKind.AdminGranted : AuditKind.AdminRevoked,
          details: {},
        },
        tx,
      );
    }
  }
}
