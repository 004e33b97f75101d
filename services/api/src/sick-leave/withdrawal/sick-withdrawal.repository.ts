import { Injectable } from '@nestjs/common';
import { SqlRepository, type Transaction } from '../../database/sql.js';
import type { StoredLoad } from '../../vacation-requests/stored-load.js';

/** How long the person may take back their own registration; after it, an admin corrects it. */
const OWN_WITHDRAWAL_HOURS = 24;

interface SickRow extends StoredLoad {
  id: string;
  membershipId: string;
  /** Registered within OWN_WITHDRAWAL_HOURS. */
  recent: boolean;
}

/** The registration's row (any sick kind of the organisation), and the ferie days given back on it. */
@Injectable()
export class SickWithdrawalRepository extends SqlRepository {
  find(organizationId: string, id: string, tx: Transaction): Promise<SickRow | null> {
    return this.one(
      `SELECT id, membership_id AS "membershipId", kind, to_char(start_date, 'YYYY-MM-DD') AS "startDate",
              to_char(end_date, 'YYYY-MM-DD') AS "endDate", half_day_start IS TRUE AS "halfDayStart",
              half_day_end IS TRUE AS "halfDayEnd", hours::float8 AS hours, percentage, weekdays,
              created_at > now() - make_interval(hours => $3) AS recent
         FROM vacation_request WHERE id = $1 AND organization_id = $2`,
      [id, organizationId, OWN_WITHDRAWAL_HOURS],
      tx,
    );
  }

  async daysReturned(id: string, tx: Transaction): Promise<boolean> {
    return (
      (await this.one(
        `SELECT 1 FROM sick_vacation_return WHERE sick_request_id = $1 AND status = 'Approved'`,
        [id],
        tx,
      )) !== null
    );
  }

  async delete(id: string, tx: Transaction): Promise<void> {
    await this.write('DELETE FROM vacation_request WHERE id = $1', [id], tx);
  }
}
