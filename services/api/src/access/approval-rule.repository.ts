import { Injectable } from '@nestjs/common';
import { SqlRepository, type Transaction } from '../database/sql.js';

/** The organisation's 'Krev godkjenning fra en annen administrator' choice and its admin count. */
export interface ApprovalRuleRow {
  requireSecondAdmin: boolean | null;
  adminCount: number;
}

/** Column organization.require_second_admin (migration 1765100000001). */
@Injectable()
export class ApprovalRuleRepository extends SqlRepository {
  read(organizationId: string, tx?: Transaction): Promise<ApprovalRuleRow | null> {
    return this.one(
      `SELECT o.require_second_admin AS "requireSecondAdmin",
              (SELECT count(*)::int FROM membership m WHERE m.organization_id = o.id AND m.is_admin) AS "adminCount"
       FROM organization o WHERE o.id = $1`,
      [organizationId],
      tx,
    );
  }

  async save(organizationId: string, requireSecondAdmin: boolean | null, tx: Transaction): Promise<void> {
    await this.write(
      'UPDATE organization SET require_second_admin = $2 WHERE id = $1',
      [organizationId, requireSecondAdmin],
      tx,
    );
  }
}
