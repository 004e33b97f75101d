import type { MigrationInterface, QueryRunner } from 'typeorm';
import { STAFFING_DAY_FUNCTIONS } from './staffing-day-triggers.sql.js';

// The staffing_day trigger functions of 1768850000000 replaced by ones that scale with a statement's
// rows (why: staffing-day-triggers.sql.ts); they count the same, so staffing_day stays as it is.
export class StaffingDayTriggersScale1768870000000 implements MigrationInterface {
  name = 'StaffingDayTriggersScale1768870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of STAFFING_DAY_FUNCTIONS) await queryRunner.query(statement);
  }

  // Nothing to undo: the bodies count as the first ones did, and 1768850000000's down drops them.
  async down(): Promise<void> {}
}
