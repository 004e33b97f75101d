import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail (issue 15).
 *
 * invitation.token becomes token_hash: only the SHA-256 of the token that was mailed is kept, so a
 * leaked database holds no working invitation links.
 *
 * mail_outbox: one row per e-mail, written in the same transaction as the change that causes it (a
 * rolled-back change leaves no row; a committed one is never lost). The pg-boss job that delivers it is
 * written in that transaction as well. Bodies are erased once the mail is sent or given up, so the
 * invitation link inside lives in the database only until delivery. 'Cancelled': superseded before it was
 * sent (the invitation was sent again, cancelled or accepted). A notification carries a one-click
 * unsubscribe link; only the hash of its token is kept.
 *
 * notification_opt_out: members who turned e-mail notifications off for one organisation.
 */
export class MailOutbox1765200000000 implements MigrationInterface {
  name = 'MailOutbox1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE invitation ADD COLUMN token_hash char(64) NULL`);
    await queryRunner.query(
      `UPDATE invitation SET token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')`,
    );
    await queryRunner.query(`ALTER TABLE invitation ALTER COLUMN token_hash SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE invitation DROP COLUMN token`);
    await queryRunner.query(`ALTER TABLE invitation ADD CONSTRAINT uq_invitation_token UNIQUE (token_hash)`);

    await queryRunner.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NULL REFERENCES organization(id) ON DELETE CASCADE,
        invitation_id uuid NULL REFERENCES invitation(id) ON DELETE CASCADE,
        membership_id uuid NULL REFERENCES membership(id) ON DELETE CASCADE,
        unsubscribe_token_hash char(64) NULL CONSTRAINT uq_mail_outbox_unsubscribe UNIQUE,
        kind varchar(40) NOT NULL,
        recipient varchar(320) NOT NULL,
        subject varchar(400) NOT NULL,
        text_body text NULL,
        html_body text NULL,
        headers jsonb NOT NULL DEFAULT '{}'::jsonb,
        message_id varchar(200) NOT NULL CONSTRAINT uq_mail_outbox_message_id UNIQUE,
        status varchar(16) NOT NULL DEFAULT 'Pending' CONSTRAINT ck_mail_outbox_status CHECK (status IN ('Pending', 'Sent', 'Failed', 'Cancelled')),
        attempts integer NOT NULL DEFAULT 0,
        last_error varchar(1000) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz NULL
      )`);
    // The admin's invitation table shows the latest mail of each invitation.
    await queryRunner.query(
      `CREATE INDEX ix_mail_outbox_invitation ON mail_outbox (invitation_id, created_at DESC) WHERE invitation_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_mail_outbox_pending ON mail_outbox (created_at) WHERE status = 'Pending'`,
    );

    await queryRunner.query(`
      CREATE TABLE notification_opt_out (
        membership_id uuid PRIMARY KEY REFERENCES membership(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS notification_opt_out`);
    await queryRunner.query(`DROP TABLE IF EXISTS mail_outbox`);
    // The tokens cannot be recovered from their hashes: waiting invitations must be sent again.
    await queryRunner.query(`ALTER TABLE invitation DROP CONSTRAINT IF EXISTS uq_invitation_token`);
    await queryRunner.query(`ALTER TABLE invitation ADD COLUMN token varchar(32) NULL`);
    await queryRunner.query(`UPDATE invitation SET token = substr(token_hash, 1, 32)`);
    await queryRunner.query(`ALTER TABLE invitation ALTER COLUMN token SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE invitation DROP COLUMN token_hash`);
    await queryRunner.query(`ALTER TABLE invitation ADD CONSTRAINT uq_invitation_token UNIQUE (token)`);
  }
}
