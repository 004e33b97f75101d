import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Employee, EmploymentSettings, Leaver } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { UpdateEmploymentDto, UpdateEmploymentSettingsDto } from './employment.dto.js';
import { EmploymentService } from './employment.service.js';
import { LeaversQuery } from './leavers.query.js';

// Issue 26: employment dates, part-time work patterns, the first-year rule's setting and leavers.
@ApiTags('Employment')
@ApiBearerAuth()
@Controller('Employment')
export class EmploymentController {
  constructor(private readonly employment: EmploymentService) {}

  @ApiOutcome('Employee', {
    errors: [403, 409],
    summary:
      "Set 'Ansatt fra'/'Ansatt til' and/or a work pattern from a date (admins; 409 when absences fall outside)",
    requestExample: { employedFrom: '2026-11-16', workPattern: { validFrom: '2026-11-16', weekdays: 7 } },
  })
  @Put('member/:id')
  update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateEmploymentDto,
  ): Promise<Employee> {
    return this.employment.update(user.uid, id, body);
  }

  @ApiOutcome('EmploymentSettings', {
    summary: "'Full ferie i tiltredelsesåret' of the organisation (members)",
  })
  @Get('organization/:organizationId/settings')
  settings(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<EmploymentSettings> {
    return this.employment.settings(user.uid, organizationId);
  }

  @ApiOutcome('EmploymentSettings', {
    errors: [403],
    summary: "Set 'Full ferie i tiltredelsesåret' (admins)",
  })
  @Put('organization/:organizationId/settings')
  updateSettings(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Body() body: UpdateEmploymentSettingsDto,
  ): Promise<EmploymentSettings> {
    return this.employment.updateSettings(user.uid, organizationId, body.fullFirstYearVacation);
  }

  @ApiOutcome(['Leaver'], {
    errors: [403],
    summary: 'Members whose employment ends in the year, with days taken and not taken that year (admins)',
  })
  @Get('organization/:organizationId/leavers')
  leavers(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: LeaversQuery,
  ): Promise<Leaver[]> {
    return this.employment.leavers(user.uid, organizationId, query.year ?? new Date().getFullYear());
  }
}
