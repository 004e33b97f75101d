import { Injectable } from '@nestjs/common';
import { SqlRepository, type Transaction } from '../database/sql.js';

export interface SlackInstallationRow {
  organizationId: string;
  teamId: string;
  teamName: string;
  /** Ciphertext (secret-box.ts); opened only to call Slack. */
  botTokenEncrypted: string;
  channelId: string | null;
  channelName: string | null;
}

const COLUMNS = `organization_id AS "organizationId", team_id AS "teamId", team_name AS "teamName",
  bot_token_encrypted AS "botTokenEncrypted", channel_id AS "channelId", channel_name AS "channelName"`;

/** Tables slack_installation, slack_member and slack_request_seen (migration 1768100000000). */
@Injectable()
export class SlackInstallationRepository extends SqlRepository {
  byOrganization(organizationId: string, tx?: Transaction): Promise<SlackInstallationRow | null> {
    return this.one(
      `SELECT ${COLUMNS} FROM slack_installation WHERE organization_id = $1`,
      [organizationId],
      tx,
    );
  }

  byTeam(teamId: string, tx?: Transaction): Promise<SlackInstallationRow | null> {
    return this.one(`SELECT ${COLUMNS} FROM slack_installation WHERE team_id = $1`, [teamId], tx);
  }

  /** A new install replaces the organisation's earlier one (a new token, the channel to pick again). */
  async upsert(
    row: Pick<SlackInstallationRow, 'organizationId' | 'teamId' | 'teamName' | 'botTokenEncrypted'>,
    tx: Transaction,
  ) {
    await this.write('DELETE FROM slack_installation WHERE organization_id = $1', [row.organizationId], tx);
    await this.write(
      `INSERT INTO slack_installation (organization_id, team_id, team_name, bot_token_encrypted) VALUES ($1, $2, $3, $4)`,
      [row.organizationId, row.teamId, row.teamName, row.botTokenEncrypted],
      tx,
    );
  }

  async setChannel(organizationId: string, channel: { id: string; name: string }, tx: Transaction) {
    await this.write(
      'UPDATE slack_installation SET channel_id = $2, channel_name = $3 WHERE organization_id = $1',
      [organizationId, channel.id, channel.name],
      tx,
    );
  }

  async delete(organizationId: string, tx: Transaction): Promise<void> {
    await this.write('DELETE FROM slack_installation WHERE organization_id = $1', [organizationId], tx);
  }

  async rememberMember(organizationId: string, slackUserId: string, membershipId: string, tx: Transaction) {
    await this.write(
      `INSERT INTO slack_member (organization_id, slack_user_id, membership_id) VALUES ($1, $2, $3)
       ON CONFLICT (organization_id, slack_user_id) DO UPDATE SET membership_id = EXCLUDED.membership_id`,
      [organizationId, slackUserId, membershipId],
      tx,
    );
  }

  /** The member a Slack user is in the organisation (their admin DM matched them by e-mail), with their uid. */
  memberOf(
    organizationId: string,
    slackUserId: string,
  ): Promise<{ membershipId: string; uid: string; name: string } | null> {
    return this.one(
      `SELECT m.id AS "membershipId", m.user_uid AS uid, m.name FROM slack_member s
         JOIN membership m ON m.id = s.membership_id WHERE s.organization_id = $1 AND s.slack_user_id = $2`,
      [organizationId, slackUserId],
    );
  }

  /** The member with this e-mail address in the organisation (case-insensitive), or null. */
  memberByEmail(
    organizationId: string,
    email: string,
  ): Promise<{ membershipId: string; uid: string; name: string } | null> {
    return this.one(
      `SELECT id AS "membershipId", user_uid AS uid, name FROM membership
        WHERE organization_id = $1 AND lower(email) = lower($2) LIMIT 1`,
      [organizationId, email],
    );
  }

  /**
   * Records a signature as handled; false when it was already (a replay). Entries older than the
   * signature window are dropped on the way: a replay of those fails the timestamp check anyway.
   */
  async firstSeen(signature: string, tx: Transaction): Promise<boolean> {
    await this.write(`DELETE FROM slack_request_seen WHERE seen_at < now() - interval '10 minutes'`, [], tx);
    const { count } = await this.write(
      'INSERT INTO slack_request_seen (signature) VALUES ($1) ON CONFLICT DO NOTHING',
      [signature],
      tx,
    );
    return count === 1;
  }
}
