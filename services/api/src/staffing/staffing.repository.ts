import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../database/sql.js';
import {
  STAFFING_MONTH_SQL,
  STAFFING_KINDS_SQL,
  type KindRequestRow,
  type StaffingMonthRow,
} from './staffing.sql.js';

/** The staffing month: one query over membership and vacation_request (staffing.sql.ts). */
@Injectable()
export class StaffingRepository extends SqlRepository {
  month(
    organizationId: string,
    firstDay: string,
    lastDay: string,
    teamId: string | null,
  ): Promise<StaffingMonthRow[]> {
    return this.rows(STAFFING_MONTH_SQL, [organizationId, firstDay, lastDay, teamId]);
  }

  /** The grid's approved requests with their kinds (StaffingDay.byKind). */
  kindRequests(
    organizationId: string,
    firstDay: string,
    lastDay: string,
    teamId: string | null,
  ): Promise<KindRequestRow[]> {
    return this.rows(STAFFING_KINDS_SQL, [organizationId, firstDay, lastDay, teamId]);
  }
}
