import { AuditKind, type AbsenceKind } from '@ferieplan/contracts';
import { isSickKind } from '@ferieplan/vacation-rules';
import type { AuditLog } from '../audit/audit-log.js';
import type { Transaction } from '../database/sql.js';

/** Where an admin saw the records: the 'Sykefravær' export, or the requests list asked by a sick kind. */
export interface SickReadContext {
  via: 'export' | 'list';
  year: number | null;
}

/**
 * Issue 25 (GDPR art. 9): each admin read of a person's sick records is written to the audit log, one
 * entry per person (their own records excepted), with the count only: never the kinds or dates.
 */
export async function recordSickReads(
  audit: AuditLog,
  admin: { id: string; organizationId: string },
  records: readonly { userId: string; kind: AbsenceKind }[],
  context: SickReadContext,
  tx: Transaction,
): Promise<void> {
  const counts = new Map<string, number>();
  for (const record of records)
    if (isSickKind(record.kind) && record.userId !== admin.id)
      counts.set(record.userId, (counts.get(record.userId) ?? 0) + 1);
  for (const [subject, count] of counts)
    await audit.record(
      {
        organizationId: admin.organizationId,
        kind: AuditKind.SickRecordRead,
        actor: admin.id,
        subject,
        details: { count, via: context.via, year: context.year },
      },
      tx,
    );
}
