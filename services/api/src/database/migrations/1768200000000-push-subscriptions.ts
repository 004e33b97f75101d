import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web Push (issue 29).
 *
 * push_subscription: a device a member turned 'Varsle meg på denne enheten' on for, as its browser's
 * PushSubscription (endpoint and keys). Removed when the member turns it off, when the push service
 * answers 404/410, and with the membership.
 *
 * push_message: the outbox of pushes, one row per subscription and event, written in the transaction
 * of the change with its pg-boss job; deleted once delivered or given up (it holds names and dates).
 */
export class PushSubscriptions1768200000000 implements MigrationInterface {
  name = 'PushSubscriptions1768200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE push_subscription (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        membership_id uuid NOT NULL REFERENCES membership(id) ON DELETE CASCADE,
        endpoint varchar(1000) NOT NULL,
        p256dh varchar(200) NOT NULL,
        auth varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_push_subscription_member_endpoint UNIQUE (membership_id, endpoint)
      )`);
    // Subscribing a device that someone else had: their rows with the endpoint are found by it.
    await queryRunner.query(`CREATE INDEX ix_push_subscription_endpoint ON push_subscription (endpoint)`);
    await queryRunner.query(`
      CREATE TABLE push_message (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subscription_id uuid NOT NULL REFERENCES push_subscription(id) ON DELETE CASCADE,
        payload text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX ix_push_message_subscription ON push_message (subscription_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS push_message`);
    await queryRunner.query(`DROP TABLE IF EXISTS push_subscription`);
  }
}
