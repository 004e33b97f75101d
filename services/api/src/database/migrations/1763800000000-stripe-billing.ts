import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stripe billing (payment module): processed webhook event ids (each event applied once) and the
 * organisation's Stripe ids plus the creation time of the last applied event (event ordering).
 */
export class StripeBilling1763800000000 implements MigrationInterface {
  name = 'StripeBilling1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE processed_stripe_event (
        id varchar(255) PRIMARY KEY,
        type varchar(100) NOT NULL,
        event_created_at timestamptz NOT NULL,
        organization_id uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      ALTER TABLE organization
        ADD COLUMN stripe_customer_id varchar(255) NULL,
        ADD COLUMN stripe_subscription_id varchar(255) NULL,
        ADD COLUMN stripe_event_at timestamptz NULL,
        ADD COLUMN plan_updated_at timestamptz NULL`);
    await queryRunner.query(
      'CREATE INDEX ix_organization_stripe_subscription ON organization (stripe_subscription_id) WHERE stripe_subscription_id IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX ix_organization_stripe_subscription');
    await queryRunner.query(`
      ALTER TABLE organization
        DROP COLUMN plan_updated_at,
        DROP COLUMN stripe_event_at,
        DROP COLUMN stripe_subscription_id,
        DROP COLUMN stripe_customer_id`);
    await queryRunner.query('DROP TABLE processed_stripe_event');
  }
}
