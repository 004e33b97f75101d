import { Injectable } from '@nestjs/common';
import { SqlRepository, type Transaction } from '../database/sql.js';
import type { PushTarget } from './push-sender.js';

/** A message waiting in the outbox, with the device it goes to. */
export interface QueuedPush extends PushTarget {
  subscriptionId: string;
  payload: string;
}

/** Tables push_subscription and push_message. */
@Injectable()
export class PushRepository extends SqlRepository {
  /**
   * The device is the member's from now on: saved (keys refreshed when it was already), and taken from
   * any other person who had it, so nobody gets the pushes of whoever used the device before.
   */
  async subscribe(membershipId: string, target: PushTarget, tx: Transaction): Promise<void> {
    await this.write(
      `DELETE FROM push_subscription s USING membership other, membership me
        WHERE s.endpoint = $1 AND other.id = s.membership_id AND me.id = $2 AND other.user_uid <> me.user_uid`,
      [target.endpoint, membershipId],
      tx,
    );
    await this.write(
      `INSERT INTO push_subscription (membership_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
       ON CONFLICT (membership_id, endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth`,
      [membershipId, target.endpoint, target.p256dh, target.auth],
      tx,
    );
  }

  async unsubscribe(membershipId: string, endpoint: string, tx: Transaction): Promise<void> {
    await this.write(
      'DELETE FROM push_subscription WHERE membership_id = $1 AND endpoint = $2',
      [membershipId, endpoint],
      tx,
    );
  }

  /** The subscriptions of the members. */
  async subscriptionIds(membershipIds: string[], tx: Transaction): Promise<string[]> {
    if (membershipIds.length === 0) return [];
    const rows = await this.rows<{ id: string }>(
      'SELECT id FROM push_subscription WHERE membership_id = ANY($1::uuid[]) ORDER BY created_at',
      [membershipIds],
      tx,
    );
    return rows.map((row) => row.id);
  }

  /** The organisation's admins but one (the person the news is about). */
  async adminIds(
    organizationId: string,
    exceptMembershipId: string | null,
    tx: Transaction,
  ): Promise<string[]> {
    const rows = await this.rows<{ id: string }>(
      `SELECT id FROM membership WHERE organization_id = $1 AND is_admin AND ($2::uuid IS NULL OR id <> $2::uuid)`,
      [organizationId, exceptMembershipId],
      tx,
    );
    return rows.map((row) => row.id);
  }

  async memberName(membershipId: string, tx: Transaction): Promise<string | null> {
    return (
      (await this.one<{ name: string }>('SELECT name FROM membership WHERE id = $1', [membershipId], tx))
        ?.name ?? null
    );
  }

  async insertMessages(subscriptionIds: string[], payload: string, tx: Transaction): Promise<string[]> {
    const { rows } = await this.write<{ id: string }>(
      `INSERT INTO push_message (subscription_id, payload) SELECT unnest($1::uuid[]), $2 RETURNING id`,
      [subscriptionIds, payload],
      tx,
    );
    return rows.map((row) => row.id);
  }

  /** The message, locked for its attempt (a second worker skips it), or null when done or its device is gone. */
  lockMessage(messageId: string, tx: Transaction): Promise<QueuedPush | null> {
    return this.one(
      `SELECT m.subscription_id AS "subscriptionId", m.payload, s.endpoint, s.p256dh, s.auth
         FROM push_message m JOIN push_subscription s ON s.id = m.subscription_id
        WHERE m.id = $1 FOR UPDATE OF m SKIP LOCKED`,
      [messageId],
      tx,
    );
  }

  async deleteMessage(messageId: string, tx: Transaction): Promise<void> {
    await this.write('DELETE FROM push_message WHERE id = $1', [messageId], tx);
  }

  /** With its waiting messages (ON DELETE CASCADE). */
  async deleteSubscription(subscriptionId: string, tx: Transaction): Promise<void> {
    await this.write('DELETE FROM push_subscription WHERE id = $1', [subscriptionId], tx);
  }
}
