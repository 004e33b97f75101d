import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Slack and Microsoft Teams (issue 29, Pro).
 *
 * slack_installation: the organisation's connected Slack workspace. The bot token is stored encrypted
 * (AES-256-GCM with SECRETS_KEY, chat/secret-box.ts): the column holds ciphertext, never the token.
 *
 * slack_member: a Slack user an admin DM went to, and the member they are (matched by e-mail): a
 * button press is the decision of that member.
 *
 * slack_request_seen: signatures of the Slack requests already handled (replay protection within the
 * 5-minute window in which a signature is accepted at all).
 *
 * teams_connection: the Teams Workflows/incoming webhook URL, encrypted like the bot token (it is a
 * bearer credential: whoever has it can post to the channel).
 *
 * chat_delivery: the outbox of messages to Slack and Teams, written in the change's transaction (with
 * its pg-boss job), delivered and retried by the chat worker.
 */
export class ChatIntegrations1768100000000 implements MigrationInterface {
  name = 'ChatIntegrations1768100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE slack_installation (
        organization_id uuid PRIMARY KEY REFERENCES organization(id) ON DELETE CASCADE,
        team_id varchar(40) NOT NULL,
        team_name varchar(200) NOT NULL,
        bot_token_encrypted text NOT NULL,
        channel_id varchar(40) NULL,
        channel_name varchar(200) NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX ux_slack_installation_team ON slack_installation (team_id)`);
    await queryRunner.query(`
      CREATE TABLE slack_member (
        organization_id uuid NOT NULL REFERENCES slack_installation(organization_id) ON DELETE CASCADE,
        slack_user_id varchar(40) NOT NULL,
        membership_id uuid NOT NULL REFERENCES membership(id) ON DELETE CASCADE,
        PRIMARY KEY (organization_id, slack_user_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE slack_request_seen (
        signature varchar(100) PRIMARY KEY,
        seen_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE teams_connection (
        organization_id uuid PRIMARY KEY REFERENCES organization(id) ON DELETE CASCADE,
        url_encrypted text NOT NULL,
        url_host varchar(300) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE chat_delivery (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organization(id) ON DELETE CASCADE,
        target varchar(16) NOT NULL CONSTRAINT ck_chat_delivery_target CHECK (target IN ('slack-channel', 'slack-dm', 'teams')),
        recipient uuid NULL REFERENCES membership(id) ON DELETE CASCADE,
        body jsonb NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'Pending' CONSTRAINT ck_chat_delivery_status CHECK (status IN ('Pending', 'Succeeded', 'Failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error varchar(300) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_attempt_at timestamptz NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_chat_delivery_organization ON chat_delivery (organization_id, created_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE chat_delivery`);
    await queryRunner.query(`DROP TABLE teams_connection`);
    await queryRunner.query(`DROP TABLE slack_request_seen`);
    await queryRunner.query(`DROP TABLE slack_member`);
    await queryRunner.query(`DROP TABLE slack_installation`);
  }
}
