import { Injectable } from '@nestjs/common';
import { SqlRepository, type Transaction } from '../database/sql.js';

export type ChatTarget = 'slack-channel' | 'slack-dm' | 'teams';
export type ChatDeliveryStatus = 'Pending' | 'Succeeded' | 'Failed';

/** A channel post or Teams card: its text (and blocks); a DM also names its request. */
export interface ChatBody {
  text: string;
  requestId?: string;
}

export interface ChatDeliveryRow {
  id: string;
  organizationId: string;
  target: ChatTarget;
  /** The admin a DM goes to. */
  recipient: string | null;
  body: ChatBody;
  status: ChatDeliveryStatus;
  attempts: number;
}

/** Table chat_delivery (migration 1768100000000): the outbox of Slack and Teams messages. */
@Injectable()
export class ChatDeliveriesRepository extends SqlRepository {
  async insert(
    organizationId: string,
    target: ChatTarget,
    body: ChatBody,
    recipient: string | null,
    tx: Transaction,
  ): Promise<string> {
    const { rows } = await this.write<{ id: string }>(
      'INSERT INTO chat_delivery (organization_id, target, recipient, body) VALUES ($1, $2, $3, $4) RETURNING id',
      [organizationId, target, recipient, JSON.stringify(body)],
      tx,
    );
    return rows[0].id;
  }

  /** Locked for one attempt; SKIP LOCKED: a delivery is never sent twice at the same time. */
  lockForAttempt(id: string, tx: Transaction): Promise<ChatDeliveryRow | null> {
    return this.one(
      `SELECT id, organization_id AS "organizationId", target, recipient, body, status, attempts
         FROM chat_delivery WHERE id = $1 FOR UPDATE SKIP LOCKED`,
      [id],
      tx,
    );
  }

  async recordAttempt(
    id: string,
    status: ChatDeliveryStatus,
    error: string | null,
    tx: Transaction,
  ): Promise<void> {
    await this.write(
      `UPDATE chat_delivery SET attempts = attempts + 1, last_attempt_at = now(), status = $2, last_error = left($3, 300)
        WHERE id = $1`,
      [id, status, error],
      tx,
    );
  }

  /** The e-mail address of the admin a DM goes to. */
  async recipientEmail(membershipId: string, tx: Transaction): Promise<string | null> {
    const row = await this.one<{ email: string | null }>(
      'SELECT email FROM membership WHERE id = $1',
      [membershipId],
      tx,
    );
    return row?.email ?? null;
  }
}
