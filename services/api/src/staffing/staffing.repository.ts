import { Injectable } from '@nestjs/common';
import type { AbsenceViewer } from '@ferieplan/vacation-rules';
import { SICK_ABSENCE_KINDS } from '@ferieplan/vacation-rules';
import { SqlRepository } from '../database/sql.js';
import { STAFFING_MONTH_SQL, type StaffingMonthRow } from './staffing.sql.js';

/**
 * The staffing month: one query over membership and vacation_request (staffing.sql.ts), planned for its
 * organisation (customPlannedRows: the generic plan took 34 s at 10,000 members, npm run bench:scale).
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
    return this.customPlannedRows(STAFFING_MONTH_SQL, [
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
