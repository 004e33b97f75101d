import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks (issue 27).
 *
 * webhook_endpoint: an organisation's registered receiver: https URL, the events it wants, and its
 * signing secret. The secret is kept as it is (the HMAC needs it; like Stripe's endpoint secrets): it is
 * shown to the admin once, at creation and at rotation, and never returned by a read.
 *
 * webhook_delivery: the outbox of webhook deliveries, one row per event and endpoint, written in the
 * same transaction as the change (with its pg-boss job). The body is fixed at that moment, so every
 * attempt sends the same bytes; each attempt signs it with a fresh timestamp. Only a short excerpt of a
 * response is kept. A resend ('Send på nytt') writes a new row for the same event id.
 */
export class Webhooks1767200000000 implements MigrationInterface {
  name = 'Webhooks1767200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE webhook_endpoint (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organization(id) ON DELETE CASCADE,
        url varchar(2000) NOT NULL,
        events text[] NOT NULL CONSTRAINT ck_webhook_endpoint_events CHECK (cardinality(events) > 0),
        secret varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_webhook_endpoint_organization ON webhook_endpoint (organization_id)`,
    );

    await queryRunner.query(`
      CREATE TABLE webhook_delivery (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoint(id) ON DELETE CASCADE,
        event_id uuid NOT NULL,
        event_type varchar(40) NOT NULL,
        body text NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'Pending' CONSTRAINT ck_webhook_delivery_status CHECK (status IN ('Pending', 'Succeeded', 'Failed')),
        attempts integer NOT NULL DEFAULT 0,
        status_code integer NULL,
        last_error varchar(300) NULL,
        response_excerpt varchar(300) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_attempt_at timestamptz NULL
      )`);
    // The admin's list: an endpoint's newest deliveries.
    await queryRunner.query(
      `CREATE INDEX ix_webhook_delivery_endpoint ON webhook_delivery (endpoint_id, created_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS webhook_delivery`);
    await queryRunner.query(`DROP TABLE IF EXISTS webhook_endpoint`);
  }
}
