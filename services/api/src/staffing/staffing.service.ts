import { Injectable } from '@nestjs/common';
import type { StaffingMonth } from '@ferieplan/contracts';
import { monthGrid } from '@ferieplan/holidays';
import { serverStaffing } from '@ferieplan/texts';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { notFound } from '../common/domain-error.js';
import { isUuid } from '../common/uuid.js';
import { MinimumStaffingService } from '../planning/minimum-staffing/minimum-staffing.service.js';
import { absenceViewerOf } from '../sick-privacy/sick-viewer.js';
import { StaffingRepository } from './staffing.repository.js';
import { HIDDEN_KIND } from './staffing.sql.js';

/** The staffing calendar's data: per grid day, how many non-admin members have approved vacation. */
@Injectable()
export class StaffingService {
  constructor(
    private readonly access: OrganizationAccessService,
    private readonly staffing: StaffingRepository,
    private readonly minimumStaffing: MinimumStaffingService,
  ) {}

  async month(
    uid: string,
    organizationId: string,
    year: number,
    month: number,
    teamId?: string,
  ): Promise<StaffingMonth> {
    const viewer = await this.access.requireMember(uid, organizationId);
    if (teamId !== undefined && !isUuid(teamId)) throw notFound(serverStaffing.teamNotFound);

    // The grid range is the shared Monday-first month view (Monday on/before the 1st .. Sunday on/after the last).
    const grid = monthGrid(year, month);
    const [first, last] = [grid[0].date, grid[grid.length - 1].date];
    // Issue 25: a colleague's sick kind is 'Fravær' without kind for everyone but the person and admins.
    const rows = await this.staffing.month(
      organizationId,
      first,
      last,
      teamId ?? null,
      absenceViewerOf(viewer),
    );
    if (rows.length > 0 && !rows[0].teamFound) throw notFound(serverStaffing.teamNotFound);
    const understaffed = await this.minimumStaffing.understaffedTeamsByDay(
      organizationId,
      grid[0].date,
      grid[grid.length - 1].date,
      teamId ?? null,
    );

    return {
      year,
      month,
      teamId: teamId ?? null,
      total: rows[0]?.total ?? 0,
      days: rows.map(({ date, onVacation, offDuty, byKind }) => {
        const understaffedTeamIds = understaffed.get(date) ?? [];
        const { [HIDDEN_KIND]: hidden, ...kinds } = byKind ?? {};
        return {
          date,
          onVacation,
          understaffed: understaffedTeamIds.length > 0,
          understaffedTeamIds,
          // byKind stays present when someone is away (a day of hidden kinds only has byKind {}).
          ...(byKind ? { byKind: kinds } : {}),
          ...(hidden ? { absentWithoutKind: hidden } : {}),
          ...(offDuty > 0 ? { offDuty } : {}),
        };
      }),
    };
  }
}
