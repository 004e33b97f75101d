import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HourBank, HourBankEntry, HourBankOverview } from '@ferieplan/contracts';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import {
  CreateHourBankEntryDto,
  UpdateMemberNormalDayDto,
  UpdateOrganizationNormalDayDto,
} from './dto/hour-bank.dto.js';
import { HourBankService } from './hour-bank.service.js';

/** The hour bank of Avspasering ('Timebank') and the normal day's length (issue 24). */
@ApiTags('HourBank')
@ApiBearerAuth()
@Controller('HourBank')
export class HourBankController {
  constructor(private readonly hourBank: HourBankService) {}

  @ApiOperation({
    summary: "The caller's own bank: balance, planned hours, normal day, entries (newest first)",
  })
  @ApiOutcome('HourBank', { errors: [403] })
  @Get('organization/:organizationId/me')
  mine(@CurrentUser() user: AuthUser, @Param('organizationId') organizationId: string): Promise<HourBank> {
    return this.hourBank.mine(user.uid, organizationId);
  }

  @ApiOperation({ summary: "Admins: every member's balance and normal day" })
  @ApiOutcome('HourBankOverview', { errors: [403] })
  @Get('organization/:organizationId')
  overview(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<HourBankOverview> {
    return this.hourBank.overview(user.uid, organizationId);
  }

  @ApiOperation({ summary: "Admins: the organisation's normal day in hours (1-24, default 7.5)" })
  @ApiOutcome('HourBankOverview', { errors: [403] })
  @Put('organization/:organizationId/normal-day-hours')
  setOrganizationNormalDay(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Body() body: UpdateOrganizationNormalDayDto,
  ): Promise<HourBankOverview> {
    return this.hourBank.setOrganizationNormalDay(user.uid, organizationId, body.normalDayHours);
  }

  @ApiOperation({
    summary:
      "Admins (Pro): credit ('Opptjent avspasering', hours > 0) or correct (hours < 0) a member's bank; audited. 409 when the bank would go below 0",
  })
  @ApiOutcome('HourBankEntry', { errors: [403, 409] })
  @Post(':userId')
  addEntry(
    @CurrentUser() user: AuthUser,
    @Param('userId') userId: string,
    @Body() body: CreateHourBankEntryDto,
  ): Promise<HourBankEntry> {
    return this.hourBank.addEntry(user.uid, userId, body);
  }

  @ApiOperation({ summary: "Admins: a member's own normal day in hours; null = the organisation's" })
  @ApiOutcome(204, { errors: [403] })
  @Put(':userId/normal-day-hours')
  @HttpCode(204)
  async setMemberNormalDay(
    @CurrentUser() user: AuthUser,
    @Param('userId') userId: string,
    @Body() body: UpdateMemberNormalDayDto,
  ): Promise<void> {
    await this.hourBank.setMemberNormalDay(user.uid, userId, body.normalDayHours);
  }
}
