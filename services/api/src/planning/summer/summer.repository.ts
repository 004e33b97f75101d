import { Injectable } from '@nestjs/common';
import type { Period } from '@ferieplan/vacation-rules';
import { SqlRepository } from '../../database/sql.js';
import { MEMBERSHIP_COLUMNS, type Membership } from '../../users/membership.js';

export interface SummerRequest extends Period {
  membershipId: string;
  status: string;
  createdAt: Date;
}

/** Members and their requests (any status) touching a main holiday period. */
@Injectable()
export class SummerRepository extends SqlRepository {
  members(organizationId: string): Promise<Membership[]> {
    return this.rows(`SELECT ${MEMBERSHIP_COLUMNS} FROM membership m WHERE m.organization_id = $1`, [
      organizationId,
    ]);
  }

  requests(organizationId: string, from: string, to: string): Promise<SummerRequest[]> {
    return this.rows(
      `SELECT membership_id AS "membershipId", status, created_at AS "createdAt",
              to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate"
         FROM vacation_request
        WHERE organization_id = $1 AND end_date >= $2::date AND start_date <= $3::date
          AND kind = 'Ferie'`,
      [organizationId, from, to],
    );
  }
}
