import { Injectable } from '@nestjs/common';
import type { SummerMember, SummerOverview } from '@ferieplan/contracts';
import { server } from '@ferieplan/texts';
import {
  appliedByDeadline,
  compareSummerRows,
  deadlineInYear,
  MAIN_HOLIDAY_DAYS,
  mainHolidayStatus,
  mainHolidayWindow,
} from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../../access/organization-access.service.js';
import { notFound } from '../../common/domain-error.js';
import { requireAdvancedPlanning } from '../plan-gate.js';
import { PlanningRepository } from '../planning.repository.js';
import { SummerRepository, type SummerRequest } from './summer.repository.js';

/** Hovedferie (ferieloven § 7 (1)): who has planned their 15 summer days, and who applied by the deadline. */
@Injectable()
export class SummerOverviewService {
  constructor(
    private readonly access: OrganizationAccessService,
    private readonly planning: PlanningRepository,
    private readonly summer: SummerRepository,
  ) {}

  async overview(uid: string, organizationId: string, year: number): Promise<SummerOverview> {
    const org = await this.access.adminRead(uid, organizationId, () =>
      this.planning.organization(organizationId),
    );
    if (!org) throw notFound(server.organizationNotFound);
    requireAdvancedPlanning(org);

    const window = mainHolidayWindow(year);
    const members = await this.summer.members(organizationId);
    const requests = await this.summer.requests(organizationId, window.from, window.to);
    const deadline = org.summerRequestDeadline ? deadlineInYear(org.summerRequestDeadline, year) : null;
    const byMember = new Map<string, SummerRequest[]>();
    for (const request of requests) {
      const own = byMember.get(request.membershipId);
      if (own) own.push(request);
      else byMember.set(request.membershipId, [request]);
    }

    const rows: SummerMember[] = members.map((member) => {
      const own = byMember.get(member.id) ?? [];
      const status = mainHolidayStatus(
        {
          approved: own.filter((r) => r.status === 'Approved'),
          pending: own.filter((r) => r.status === 'Pending'),
        },
        year,
      );
      return {
        userId: member.id,
        name: member.name,
        email: member.email,
        teamId: member.teamId,
        approvedDays: status.approvedDays,
        pendingDays: status.pendingDays,
        plannedDays: status.plannedDays,
        reached: status.reached,
        appliedByDeadline: deadline === null ? null : appliedByDeadline(own, deadline, year),
      };
    });
    return { year, requiredDays: MAIN_HOLIDAY_DAYS, window, deadline, members: rows.sort(compareSummerRows) };
  }
}
