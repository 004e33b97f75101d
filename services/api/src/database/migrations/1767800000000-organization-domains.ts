import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26, company sign-in: e-mail domains an organisation claims, proven by a DNS TXT record. A domain
 * may be claimed by several organisations while unproven (nobody can block another by claiming first),
 * but verified by one only: the partial unique index decides a race between two verifications.
 */
export class OrganizationDomains1767800000000 implements MigrationInterface {
  name = 'OrganizationDomains1767800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE organization_domain (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organization(id) ON DELETE CASCADE,
        domain varchar(253) NOT NULL,
        token varchar(64) NOT NULL,
        verified_at timestamptz,
        join_enabled boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_organization_domain UNIQUE (organization_id, domain),
        CONSTRAINT ck_organization_domain_join CHECK (NOT join_enabled OR verified_at IS NOT NULL)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_organization_domain_verified ON organization_domain (domain) WHERE verified_at IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS organization_domain`);
  }
}
