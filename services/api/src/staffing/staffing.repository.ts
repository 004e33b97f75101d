import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../database/sql.js';
import { STAFFING_MONTH_SQL, type StaffingMonthRow } from './staffing.sql.js';

/** The staffing month: one query over membership and vacation_request (staffing.sql.ts). */
@Injectable()
export class StaffingRepository extends SqlRepository {
  month(organizationId: string, firstDay: string, lastDay: string, teamId: string | null): Promise<StaffingMonthRow[]> {
    return this.rows(STAFFING_MONTH_SQL, [organizationId, firstDay, lastDay, teamId]);
  }
}
