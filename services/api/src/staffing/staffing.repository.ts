import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../database/sql.js';
import {
  STAFFING_MONTH_SQL,
  STAFFING_KINDS_SQL,
  type KindRequestRow,
  type StaffingMonthRow,
} from './staffing.sql.js';

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
  ): Promise<StaffingMonthRow[]> {
    return this.customPlannedRows(STAFFING_MONTH_SQL, [organizationId, firstDay, lastDay, teamId]);
  }

  /** The grid's approved requests with their kinds (StaffingDay.byKind). */
  kindRequests(
    organizationId: string,
    firstDay: string,
    lastDay: string,
    teamId: string | null,
  ): Promise<KindRequestRow[]> {
    return this.customPlannedRows(STAFFING_KINDS_SQL, [organizationId, firstDay, lastDay, teamId]);
  }
}
