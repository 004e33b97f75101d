import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Organisation API keys (issue 27). Only the SHA-256 of a key is stored (key_hash, looked up on every
 * request through its unique index) and its first characters (prefix) to recognise it. A key belongs to
 * the admin membership that made it: it acts with that admin's rights, and goes when the membership goes.
 * Revoked keys stay (revoked_at) so the list shows them; last_used_at is written at most once a minute.
 */
export class ApiKeys1767100000000 implements MigrationInterface {
  name = 'ApiKeys1767100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE api_key (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organization(id) ON DELETE CASCADE,
        membership_id uuid NOT NULL REFERENCES membership(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        scope varchar(10) NOT NULL CONSTRAINT ck_api_key_scope CHECK (scope IN ('read', 'write')),
        prefix varchar(16) NOT NULL,
        key_hash char(64) NOT NULL CONSTRAINT uq_api_key_hash UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NULL,
        last_used_at timestamptz NULL,
        revoked_at timestamptz NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_api_key_organization ON api_key (organization_id, created_at DESC)`,
    );
    await queryRunner.query(`CREATE INDEX ix_api_key_membership ON api_key (membership_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS api_key`);
  }
}
