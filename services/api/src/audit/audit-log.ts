import { Injectable } from '@nestjs/common';
import { AuditKind } from '@ferieplan/contracts';
import type { Transaction } from '../database/sql.js';
import type { Membership } from '../users/membership.js';
import type { AuditFollower } from './audit-follower.js';
import { employeeChanges, type AuditRecord } from './audit-record.js';
import { AuditRepository } from './audit.repository.js';

/**
 * Where services write the audit log. `tx` is required: an entry is written in the transaction of the
 * change it describes, so a change that rolls back leaves no entry and a committed one always has one.
 */
@Injectable()
export class AuditLog {
  private readonly followers: AuditFollower[] = [];

  constructor(private readonly repository: AuditRepository) {}

  /** Called by each follower (webhooks, chat, push) in its constructor. */
  follow(follower: AuditFollower): void {
    this.followers.push(follower);
  }

  /** Also queues what follows from the change (every follower's part), in the same transaction. */
  async record<K extends AuditKind>(entry: AuditRecord<K>, tx: Transaction): Promise<void> {
    await this.repository.insert(entry, tx);
    for (const follower of this.followers) await follower.fromAudit(entry, tx);
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
