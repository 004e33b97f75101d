import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffingMonth } from '@ferieplan/contracts';
import { monthGrid } from '@ferieplan/holidays';
import { serverStaffing } from '@ferieplan/texts';
import type { DataSource } from 'typeorm';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { notFound } from '../common/api-exception.js';
import { isUuid } from '../common/uuid.js';
import { STAFFING_MONTH_SQL, type StaffingMonthRow } from './staffing.sql.js';

/** The staffing calendar's data: per grid day, how many non-admin members have approved vacation. */
@Injectable()
export class StaffingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: OrganizationAccessService,
  ) {}

  async month(uid: string, organizationId: string, year: number, month: number, teamId?: string): Promise<StaffingMonth> {
    await this.access.requireMember(uid, organizationId);
    if (teamId !== undefined && !isUuid(teamId)) throw notFound(serverStaffing.teamNotFound);

    // The grid range is the shared Monday-first month view (Monday on/before the 1st .. Sunday on/after the last).
    const grid = monthGrid(year, month);
    const rows: StaffingMonthRow[] = await this.dataSource.query(STAFFING_MONTH_SQL, [
      organizationId,
      grid[0].date,
      grid[grid.length - 1].date,
      teamId ?? null,
    ]);
    if (rows.length > 0 && !rows[0].teamFound) throw notFound(serverStaffing.teamNotFound);

    return {
      year,
      month,
      teamId: teamId ?? null,
      total: rows[0]?.total ?? 0,
      days: rows.map(({ date, onVacation }) => ({ date, onVacation })),
    };
  }
}
