import { AuditKind, type WebhookEventType } from '@ferieplan/contracts';
import type { AuditRecord } from '../audit/audit-record.js';

/** The audit entries that are webhook events, by the event's name. */
const EVENT_OF_AUDIT: Partial<Record<AuditKind, WebhookEventType>> = {
  [AuditKind.RequestSubmitted]: 'absence.created',
  [AuditKind.RequestApproved]: 'absence.decided',
  [AuditKind.RequestRejected]: 'absence.decided',
  [AuditKind.RequestWithdrawn]: 'absence.cancelled',
  [AuditKind.InvitationAccepted]: 'member.joined',
  [AuditKind.EmployeeRemoved]: 'member.left',
};

/**
 * The webhook event an audited change is, or null. Every change that webhooks report is audited in the
 * transaction that makes it, by whichever service makes it: the audit entry is the one place to
 * derive the event from, so no path that changes an absence or a membership can forget to send it.
 */
export const webhookEventOf = (entry: AuditRecord): WebhookEventType | null =>
  EVENT_OF_AUDIT[entry.kind] ?? null;
