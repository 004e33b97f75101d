import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StaffingWarning, SummerOverview } from '@ferieplan/contracts';
import { serverPlanning } from '@ferieplan/texts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { invalidInput } from '../common/domain-error.js';
import { MinimumStaffingService } from './minimum-staffing/minimum-staffing.service.js';
import { StaffingWarningQuery, SummerOverviewQuery } from './planning.queries.js';
import { SummerOverviewService } from './summer/summer-overview.service.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';

const MAX_WARNING_RANGE_DAYS = 366;

@ApiTags('Planning')
@ApiBearerAuth()
@Controller('Planning')
export class PlanningController {
  constructor(
    private readonly summer: SummerOverviewService,
    private readonly staffing: MinimumStaffingService,
  ) {}

  @ApiOperation({
    summary: 'Hovedferie overview: summer days planned per member, those below 15 first (admins, Pro)',
  })
  @ApiOutcome('SummerOverview', { errors: [403] })
  @Get('organization/:organizationId/summer')
  summerOverview(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: SummerOverviewQuery,
  ): Promise<SummerOverview> {
    return this.summer.overview(user.uid, organizationId, query.year ?? new Date().getFullYear());
  }

  @ApiOperation({
    summary: "Days in the range where the caller's team is already at its minimum (members, Pro; no names)",
  })
  @ApiOutcome('StaffingWarning', { errors: [403] })
  @Get('organization/:organizationId/staffing-warnings')
  staffingWarnings(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: StaffingWarningQuery,
  ): Promise<StaffingWarning> {
    const days = (Date.parse(query.endDate) - Date.parse(query.startDate)) / 86_400_000;
    if (days < 0 || days > MAX_WARNING_RANGE_DAYS) throw invalidInput(serverPlanning.dateRangeInvalid);
    return this.staffing.warning(user.uid, organizationId, query.startDate, query.endDate);
  }
}
