import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  EgenmeldingQuota,
  EmployerPeriodOverview,
  EmployerPeriodsUsedUp,
  SickLeaveReport,
  SickLeaveSettings,
  VacationRequest,
} from '@ferieplan/contracts';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import {
  CreateSykmeldingDto,
  EmployerPeriodQuery,
  SickLeaveReportQuery,
  UpdateSickLeaveSettingsDto,
  UsedUpQuery,
} from './dto/sick-leave.dto.js';
import { SickLeaveService } from './sick-leave.service.js';

/**
 * Egenmelding and sykmelding (issue 25). A member registers their own through POST /api/VacationRequests
 * (kind Egenmelding or Sykmelding); these routes are the rules' settings, what is left, an admin's
 * registration for a member and the arbeidsgiverperiode. Health data: the person's own, or admins'.
 */
@ApiTags('SickLeave')
@ApiBearerAuth()
@Controller('SickLeave')
export class SickLeaveController {
  constructor(private readonly sickLeave: SickLeaveService) {}

  @ApiOperation({ summary: "Admins: the organisation's egenmelding scheme and limits" })
  @ApiOutcome('SickLeaveSettings', { errors: [403] })
  @Get('organization/:organizationId/settings')
  settings(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<SickLeaveSettings> {
    return this.sickLeave.settings(user.uid, organizationId);
  }

  @ApiOperation({
    summary:
      "Admins: 'law' (folketrygdloven § 8-24: 3 days, 4 times in 12 months) or 'extended' (IA-avtale: up to 8 days, 24 days in 12 months)",
  })
  @ApiOutcome('SickLeaveSettings', { errors: [403] })
  @Put('organization/:organizationId/settings')
  updateSettings(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Body() body: UpdateSickLeaveSettingsDto,
  ): Promise<SickLeaveSettings> {
    return this.sickLeave.updateSettings(user.uid, organizationId, body);
  }

  @ApiOperation({ summary: "The caller's own egenmeldinger left in the 12 months ending today" })
  @ApiOutcome('EgenmeldingQuota', { errors: [403] })
  @Get('organization/:organizationId/me/egenmelding')
  myQuota(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<EgenmeldingQuota> {
    return this.sickLeave.myQuota(user.uid, organizationId);
  }

  @ApiOperation({
    summary:
      "Admins: register a member's sykmelding (period, percentage 1-100); registered at once, no note stored",
  })
  @ApiOutcome('VacationRequest', { errors: [403, 409] })
  @Post('organization/:organizationId/sykmelding')
  registerSykmelding(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Body() body: CreateSykmeldingDto,
  ): Promise<VacationRequest> {
    return this.sickLeave.registerSykmelding(user, organizationId, body);
  }

  @ApiOperation({
    summary: "Admins: each person's arbeidsgiverperiode (folketrygdloven § 8-19) on a day (default today)",
  })
  @ApiOutcome('EmployerPeriodOverview', { errors: [403] })
  @Get('organization/:organizationId/arbeidsgiverperiode')
  employerPeriods(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: EmployerPeriodQuery,
  ): Promise<EmployerPeriodOverview> {
    return this.sickLeave.employerPeriods(user.uid, organizationId, query.asOf);
  }

  @ApiOperation({ summary: 'Admins: the people whose arbeidsgiverperiode reached day 16 in a month' })
  @ApiOutcome('EmployerPeriodsUsedUp', { errors: [403] })
  @Get('organization/:organizationId/arbeidsgiverperiode/used-up')
  usedUp(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: UsedUpQuery,
  ): Promise<EmployerPeriodsUsedUp> {
    return this.sickLeave.usedUpIn(user.uid, organizationId, query.month);
  }

  @ApiOperation({
    summary:
      'Admins (Pro): sykefraværsprosent per team and month (egenmelding and sykmelding apart), no names; groups under 5 members without figures',
  })
  @ApiOutcome('SickLeaveReport', { errors: [403] })
  @Get('organization/:organizationId/report')
  report(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: SickLeaveReportQuery,
  ): Promise<SickLeaveReport> {
    return this.sickLeave.report(user.uid, organizationId, query.year);
  }
}
