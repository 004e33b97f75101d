import type { Transaction } from '../database/sql.js';
import type { AuditRecord } from './audit-record.js';

/**
 * What follows from an audited change (a webhook delivery, a Slack/Teams message, a push), queued in
 * the change's own transaction. A follower registers itself with AuditLog.follow in its constructor,
 * so a new channel needs no line in the audit module.
 */
export interface AuditFollower {
  fromAudit(entry: AuditRecord, tx: Transaction): Promise<void>;
}
