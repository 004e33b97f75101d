import { Injectable } from '@nestjs/common';
import { SqlRepository, type Transaction } from '../database/sql.js';

export interface ChatTargets {
  plan: string;
  /** A Slack channel is picked. */
  slackChannel: boolean;
  /** Slack is connected (DMs need no channel). */
  slack: boolean;
  teams: boolean;
}

/** What the chat outbox's writer reads in the change's transaction. */
@Injectable()
export class ChatEventsRepository extends SqlRepository {
  /** The organisation's plan and which integrations it has; null: no such organisation. */
  targets(organizationId: string, tx: Transaction): Promise<ChatTargets | null> {
    return this.one(
      `SELECT o.plan, s.channel_id IS NOT NULL AS "slackChannel", s.organization_id IS NOT NULL AS slack,
              t.organization_id IS NOT NULL AS teams
         FROM organization o
         LEFT JOIN slack_installation s ON s.organization_id = o.id
         LEFT JOIN teams_connection t ON t.organization_id = o.id
        WHERE o.id = $1`,
      [organizationId],
      tx,
    );
  }

  /** A member's Firebase uid (the admin who started a Slack install), or null. */
  async uidOf(membershipId: string): Promise<string | null> {
    const row = await this.one<{ uid: string }>('SELECT user_uid AS uid FROM membership WHERE id = $1', [
      membershipId,
    ]);
    return row?.uid ?? null;
  }

  async memberName(membershipId: string, tx: Transaction): Promise<string> {
    const row = await this.one<{ name: string | null; email: string | null }>(
      'SELECT name, email FROM membership WHERE id = $1',
      [membershipId],
      tx,
    );
    return row?.name || row?.email || '';
  }

  async requestPending(requestId: string, tx: Transaction): Promise<boolean> {
    const row = await this.one<{ status: string }>(
      'SELECT status FROM vacation_request WHERE id = $1',
      [requestId],
      tx,
    );
    return row?.status === 'Pending';
  }

  /** The organisation's admins but `except` (the person the request is theirs). */
  async adminsExcept(organizationId: string, except: string, tx: Transaction): Promise<string[]> {
    const rows = await this.rows<{ id: string }>(
      'SELECT id FROM membership WHERE organization_id = $1 AND is_admin AND id <> $2 ORDER BY id',
      [organizationId, except],
      tx,
    );
    return rows.map((row) => row.id);
  }
}
