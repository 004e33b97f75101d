import { Injectable } from '@nestjs/common';
import { AuditKind, type AuditRequestDetails } from '@ferieplan/contracts';
import { isProPlan } from '@ferieplan/vacation-rules';
import type { AuditFollower } from '../audit/audit-follower.js';
import { AuditLog } from '../audit/audit-log.js';
import type { AuditRecord } from '../audit/audit-record.js';
import type { Transaction } from '../database/sql.js';
import { ChatDeliveriesRepository, type ChatTarget } from './chat-deliveries.repository.js';
import { ChatEventsRepository } from './chat-events.repository.js';
import { requestText, type RequestEvent } from './chat-messages.js';
import { ChatQueue } from './chat-queue.js';

const EVENT_OF_AUDIT: Partial<Record<AuditKind, RequestEvent>> = {
  [AuditKind.RequestSubmitted]: 'submitted',
  [AuditKind.RequestApproved]: 'approved',
  [AuditKind.RequestRejected]: 'rejected',
};

/**
 * The chat outbox's writer (issue 29), following the audit log like the webhooks (audit-follower.ts): for
 * a new request or a decision of a Pro organisation with Slack or Teams, in the change's own
 * transaction, the channel post, the Teams card and (new pending request) a DM to each other admin,
 * each with its pg-boss job. A change that rolls back sends nothing; a committed one is never lost.
 */
@Injectable()
export class ChatEvents implements AuditFollower {
  constructor(
    private readonly repository: ChatEventsRepository,
    private readonly deliveries: ChatDeliveriesRepository,
    private readonly queue: ChatQueue,
    audit: AuditLog,
  ) {
    audit.follow(this);
  }

  async fromAudit(entry: AuditRecord, tx: Transaction): Promise<void> {
    const event = EVENT_OF_AUDIT[entry.kind];
    if (!event || !entry.targetId || !entry.subject) return;
    const targets = await this.repository.targets(entry.organizationId, tx);
    if (!targets || !isProPlan(targets.plan) || (!targets.slack && !targets.teams)) return;
    // A request approved at once (no approval needed) is told once, by its approval.
    if (event === 'submitted' && !(await this.repository.requestPending(entry.targetId, tx))) return;
    const text = requestText(event, {
      requestId: entry.targetId,
      memberName: await this.repository.memberName(entry.subject, tx),
      details: entry.details as AuditRequestDetails,
    });
    const write = async (target: ChatTarget, recipient: string | null = null) => {
      const id = await this.deliveries.insert(
        entry.organizationId,
        target,
        { text, requestId: entry.targetId! },
        recipient,
        tx,
      );
      await this.queue.enqueue(id, tx);
    };
    if (targets.slackChannel) await write('slack-channel');
    if (targets.teams) await write('teams');
    if (targets.slack && event === 'submitted')
      for (const admin of await this.repository.adminsExcept(entry.organizationId, entry.subject, tx))
        await write('slack-dm', admin);
    tx.afterCommit(() => this.queue.wake());
  }
}
