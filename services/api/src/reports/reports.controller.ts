import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AbsenceReport, BusiestDaysReport, EmployeeReport, ExportKind } from '@ferieplan/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { sendFile } from './export/send-file.js';
import { ExportQuery, ReportQuery } from './report.query.js';
import { ReportExportService } from './report-export.service.js';
import { ReportsService } from './reports.service.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { ApiKeyAllowed } from '../auth/api-key-allowed.decorator.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Statistics and reports (issue 13): admins of a Pro organisation, for their own organisation only.
@ApiTags('Reports')
@ApiBearerAuth()
@Controller('Reports/organization/:organizationId')
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly exports: ReportExportService,
  ) {}

  @ApiOperation({
    summary:
      "Each member's entitlement, used, planned, remaining and transferred days in the year (admins, Pro)",
  })
  @ApiOutcome('EmployeeReport', { errors: [403] })
  @ApiKeyAllowed('read')
  @Get('employees')
  employees(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: ReportQuery,
  ): Promise<EmployeeReport> {
    return this.reports.employees({ uid: user.uid, organizationId, ...query });
  }

  @ApiOperation({
    summary: 'Approved and planned vacation days per month, in total and per team (admins, Pro)',
  })
  @ApiOutcome('AbsenceReport', { errors: [403] })
  @ApiKeyAllowed('read')
  @Get('absence')
  absence(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: ReportQuery,
  ): Promise<AbsenceReport> {
    return this.reports.absence({ uid: user.uid, organizationId, ...query });
  }

  @ApiOperation({
    summary: 'The ten working days of the year with the most members on approved vacation (admins, Pro)',
  })
  @ApiOutcome('BusiestDaysReport', { errors: [403] })
  @ApiKeyAllowed('read')
  @Get('busiest-days')
  busiestDays(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: ReportQuery,
  ): Promise<BusiestDaysReport> {
    return this.reports.busiestDays({ uid: user.uid, organizationId, ...query });
  }

  @ApiOperation({
    summary: 'The per-employee table as a file: CSV for Norwegian Excel or xlsx (admins, Pro)',
  })
  @ApiProduces('text/csv', XLSX)
  @ApiOutcome({ produces: ['text/csv', XLSX] }, { errors: [403] })
  @ApiKeyAllowed('read')
  @Get('employees/export')
  exportEmployees(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: ExportQuery,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.send('employees', user, organizationId, query, reply);
  }

  @ApiOperation({
    summary: "The year's approved requests as a file: CSV for Norwegian Excel or xlsx (admins, Pro)",
  })
  @ApiProduces('text/csv', XLSX)
  @ApiOutcome({ produces: ['text/csv', XLSX] }, { errors: [403] })
  @ApiKeyAllowed('read')
  @Get('approved-requests/export')
  exportApprovedRequests(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: ExportQuery,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.send('approved-requests', user, organizationId, query, reply);
  }

  private async send(
    kind: ExportKind,
    user: AuthUser,
    organizationId: string,
    query: ExportQuery,
    reply: FastifyReply,
  ): Promise<void> {
    const { format = 'csv', ...scope } = query;
    const file = await this.exports.export(kind, { uid: user.uid, organizationId, ...scope }, format);
    await sendFile(reply, file);
  }
}
