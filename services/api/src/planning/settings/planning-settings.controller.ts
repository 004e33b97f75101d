import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PlanningSettings } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../../auth/current-user.decorator.js';
import { PlanningSettingsService } from './planning-settings.service.js';
import { UpdatePlanningSettingsDto } from './update-planning-settings.dto.js';
import { ApiOutcome } from '../../openapi/api-outcome.decorator.js';

@ApiTags('PlanningSettings')
@ApiBearerAuth()
@Controller('PlanningSettings')
export class PlanningSettingsController {
  constructor(private readonly settings: PlanningSettingsService) {}

  @ApiOperation({ summary: 'Transfer limit and summer-request deadline of the organisation (members)' })
  @ApiOutcome('PlanningSettings')
  @Get('organization/:organizationId')
  get(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<PlanningSettings> {
    return this.settings.get(user.uid, organizationId);
  }

  @ApiOperation({
    summary:
      'Set the transfer limit (0-25 weekdays, every plan) and the summer deadline (MM-DD, Pro; null removes it). Admins',
  })
  @ApiOutcome('PlanningSettings', { errors: [403] })
  @Put('organization/:organizationId')
  update(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Body() body: UpdatePlanningSettingsDto,
  ): Promise<PlanningSettings> {
    return this.settings.update(user.uid, organizationId, body);
  }
}
