import { Injectable } from '@nestjs/common';
import type { AbsenceViewer } from '@ferieplan/vacation-rules';
import { SICK_ABSENCE_KINDS } from '@ferieplan/vacation-rules';
import { SqlRepository } from '../database/sql.js';
import { STAFFING_MONTH_SQL, type StaffingMonthRow } from './staffing.sql.js';

/**
 * The staffing month: one query (staffing.sql.ts) over the per-day summary staffing_day and a few rows
 * (the viewer's own sick days, members with work patterns), the same ~100 rows for any organisation: a
 * prepared statement with its generic plan (no planning per call, one round trip; EXPLAIN EXECUTE on the
 * bench:scale database: 1.1 ms for 10,000 members, 0.3 ms for 20, 0.7 ms for a team of 50).
 */
@Injectable()
export class StaffingRepository extends SqlRepository {
  month(
    organizationId: string,
    firstDay: string,
    lastDay: string,
    teamId: string | null,
    viewer: AbsenceViewer,
  ): Promise<StaffingMonthRow[]> {
    return this.preparedRows(STAFFING_MONTH_SQL, [
      organizationId,
      firstDay,
      lastDay,
      teamId,
      viewer.membershipId,
      viewer.isAdmin,
      SICK_ABSENCE_KINDS,
    ]);
  }
}
