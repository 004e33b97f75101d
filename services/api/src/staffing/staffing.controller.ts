import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { StaffingMonth } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { StaffingMonthQuery } from './dto/staffing-month.query.js';
import { StaffingService } from './staffing.service.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { ApiKeyAllowed } from '../auth/api-key-allowed.decorator.js';
import { LeanRoute } from '../common/lean-route.js';

// Any member of the organisation may read its staffing month (404 for a non-member).
@ApiTags('Staffing')
@ApiBearerAuth()
@Controller('Staffing')
export class StaffingController {
  constructor(private readonly staffing: StaffingService) {}

  @ApiOutcome('StaffingMonth', {
    errors: [403],
    summary:
      'How many members are away each day of a month (?year=&month=&teamId=), with understaffed days (Pro)',
  })
  @ApiKeyAllowed('read')
  @LeanRoute()
  @Get('organization/:organizationId')
  month(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: StaffingMonthQuery,
  ): Promise<StaffingMonth> {
    return this.staffing.month(user.uid, organizationId, query.year, query.month, query.teamId);
  }
}
