import { Injectable } from '@nestjs/common';
import { SqlRepository, type Transaction } from '../database/sql.js';

export type OutboxStatus = 'Pending' | 'Sent' | 'Failed' | 'Cancelled';

/** One e-mail to write, with what it belongs to. */
export interface NewOutboxMail {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string;
  organizationId: string | null;
  invitationId?: string | null;
  membershipId?: string | null;
  unsubscribeTokenHash?: string | null;
}

/** A row the worker delivers (bodies are null once sent or given up). */
export interface OutboxMail {
  id: string;
  recipient: string;
  subject: string;
  text: string | null;
  html: string | null;
  headers: Record<string, string>;
  messageId: string;
  status: OutboxStatus;
  attempts: number;
}

/** Table mail_outbox. */
@Injectable()
export class OutboxRepository extends SqlRepository {
  async insert(mail: NewOutboxMail, tx: Transaction): Promise<void> {
    await this.write(
      `INSERT INTO mail_outbox (id, kind, recipient, subject, text_body, html_body, headers, message_id,
         organization_id, invitation_id, membership_id, unsubscribe_token_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        mail.id,
        mail.kind,
        mail.recipient,
        mail.subject,
        mail.text,
        mail.html,
        JSON.stringify(mail.headers),
        mail.messageId,
        mail.organizationId,
        mail.invitationId ?? null,
        mail.membershipId ?? null,
        mail.unsubscribeTokenHash ?? null,
      ],
      tx,
    );
  }

  /**
   * Locks the row for delivery. SKIP LOCKED: if another worker is sending it right now, this one gets
   * null and leaves it alone, so one mail is never handed to SMTP twice at the same time.
   */
  lockForDelivery(id: string, tx: Transaction): Promise<OutboxMail | null> {
    return this.one(
      `SELECT id, recipient, subject, text_body AS text, html_body AS html, headers, message_id AS "messageId",
              status, attempts
         FROM mail_outbox WHERE id = $1 FOR UPDATE SKIP LOCKED`,
      [id],
      tx,
    );
  }

  /** Sent: the bodies (which may hold an invitation link) are erased. */
  async markSent(id: string, tx: Transaction): Promise<void> {
    await this.write(
      `UPDATE mail_outbox SET status = 'Sent', attempts = attempts + 1, sent_at = now(), last_error = NULL,
         text_body = NULL, html_body = NULL WHERE id = $1`,
      [id],
      tx,
    );
  }

  /** One failed attempt; the last one gives the mail up ('Failed', bodies erased). */
  async markAttemptFailed(id: string, error: string, giveUp: boolean, tx: Transaction): Promise<void> {
    await this.write(
      `UPDATE mail_outbox SET attempts = attempts + 1, last_error = left($2, 1000),
         status = CASE WHEN $3 THEN 'Failed' ELSE status END,
         text_body = CASE WHEN $3 THEN NULL ELSE text_body END,
         html_body = CASE WHEN $3 THEN NULL ELSE html_body END
       WHERE id = $1`,
      [id, error, giveUp],
      tx,
    );
  }

  /** Mails of an invitation not sent yet are superseded (a new link was made, or it is no longer open). */
  async cancelPendingForInvitation(invitationId: string, tx: Transaction): Promise<void> {
    await this.write(
      `UPDATE mail_outbox SET status = 'Cancelled', text_body = NULL, html_body = NULL
        WHERE invitation_id = $1 AND status = 'Pending'`,
      [invitationId],
      tx,
    );
  }

  /** The status of the newest mail of each invitation. */
  async latestStatusByInvitation(invitationIds: string[]): Promise<Map<string, OutboxStatus>> {
    if (invitationIds.length === 0) return new Map();
    const rows = await this.rows<{ invitationId: string; status: OutboxStatus }>(
      `SELECT DISTINCT ON (invitation_id) invitation_id AS "invitationId", status
         FROM mail_outbox WHERE invitation_id = ANY($1::uuid[]) ORDER BY invitation_id, created_at DESC`,
      [invitationIds],
    );
    return new Map(rows.map((r) => [r.invitationId, r.status]));
  }
}
