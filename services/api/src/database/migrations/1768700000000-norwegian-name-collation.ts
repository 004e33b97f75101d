import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 28: the approved-requests export sorted ~42,000 rows of a 10,000-member organisation by name in
// Node (Intl.Collator 'nb', sensitivity 'base'). This ICU collation is that order in SQL: Norwegian
// (Æ, Ø, Å after Z; 'aa' as 'å'), primary strength (case and accents tie), nondeterministic so that equal
// names fall to the next ORDER BY key, as the stable sort kept them.
export class NorwegianNameCollation1768700000000 implements MigrationInterface {
  name = 'NorwegianNameCollation1768700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE COLLATION IF NOT EXISTS nb_name (provider = icu, locale = 'nb-u-ks-level1', deterministic = false)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP COLLATION IF EXISTS nb_name`);
  }
}
