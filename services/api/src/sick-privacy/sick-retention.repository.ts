import { Injectable } from '@nestjs/common';
import { SICK_ABSENCE_KINDS } from '@ferieplan/vacation-rules';
import { SqlRepository, type Transaction } from '../database/sql.js';

/** The retention job's one write: sick records whose last day is before the cutoff, per organisation. */
@Injectable()
export class SickRetentionRepository extends SqlRepository {
  async deleteEndingBefore(
    cutoff: string,
    tx: Transaction,
  ): Promise<{ organizationId: string; count: number }[]> {
    const { rows } = await this.write<{ organizationId: string; count: number }>(
      `WITH gone AS (
         DELETE FROM vacation_request
          WHERE kind = ANY($1::text[]) AND end_date < $2::date
          RETURNING organization_id)
       SELECT organization_id AS "organizationId", count(*)::int AS count FROM gone GROUP BY organization_id`,
      [SICK_ABSENCE_KINDS, cutoff],
      tx,
    );
    return rows;
  }
}
