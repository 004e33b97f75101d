import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { PayCodes, PayrollPeriod, PayrollPreview } from '@ferieplan/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { sendFile } from '../reports/export/send-file.js';
import { MarkPayrollPeriodDto } from './dto/mark-payroll-period.dto.js';
import { PayrollExportQuery, PayrollPeriodQuery } from './dto/payroll-period.query.js';
import { UpdatePayCodesDto } from './dto/update-pay-codes.dto.js';
import { PayrollService } from './payroll.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Lønnseksport (issue 27): admins of a Pro organisation, their own organisation only. */
@ApiTags('Payroll')
@ApiBearerAuth()
@Controller('Payroll/organization/:organizationId')
export class PayrollController {
  constructor(private readonly payroll: PayrollService) {}

  @ApiOperation({
    summary: "Each offered absence kind's pay code (lønnsart), null when not mapped (admins, Pro)",
  })
  @ApiOutcome('PayCodes', { errors: [403] })
  @Get('pay-codes')
  payCodes(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<PayCodes> {
    return this.payroll.payCodes(user.uid, organizationId);
  }

  @ApiOperation({
    summary:
      'Set the pay codes of the listed kinds; null removes one, kinds left out keep theirs (admins, Pro)',
  })
  @ApiOutcome('PayCodes', { errors: [403] })
  @Put('pay-codes')
  updatePayCodes(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Body() body: UpdatePayCodesDto,
  ): Promise<PayCodes> {
    return this.payroll.updatePayCodes(user.uid, organizationId, body.codes);
  }

  @ApiOperation({
    summary:
      "What the period's export holds (one line per member and kind: days, or hours for hour kinds) and what it lacks: members without an employee number, kinds without a pay code (admins, Pro)",
  })
  @ApiOutcome('PayrollPreview', { errors: [403] })
  @Get('preview')
  preview(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: PayrollPeriodQuery,
  ): Promise<PayrollPreview> {
    return this.payroll.preview(user.uid, organizationId, { from: query.from, to: query.to });
  }

  @ApiOperation({
    summary:
      "The period's approved absence as a file: format=visma (Visma Lønn 'Import variable lønnsdata', Lønnsregistrering Standard format), csv or xlsx. 409 while a member lacks an employee number or a kind a pay code (admins, Pro)",
  })
  @ApiProduces('text/csv', XLSX)
  @ApiOutcome({ produces: ['text/csv', XLSX] }, { errors: [403, 409] })
  @Get('export')
  async export(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: PayrollExportQuery,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.payroll.export(
      user.uid,
      organizationId,
      { from: query.from, to: query.to },
      query.format ?? 'visma',
    );
    await sendFile(reply, file);
  }

  @ApiOperation({ summary: "The periods marked 'Eksportert til lønn', oldest first (admins, Pro)" })
  @ApiOutcome(['PayrollPeriod'], { errors: [403] })
  @Get('periods')
  periods(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<PayrollPeriod[]> {
    return this.payroll.periods(user.uid, organizationId);
  }

  @ApiOperation({
    summary:
      "Mark a period 'Eksportert til lønn': absences touching it can then not be submitted, decided or withdrawn until it is reopened. 409 when it overlaps a marked period (admins, Pro)",
  })
  @ApiOutcome('PayrollPeriod', { errors: [403, 409] })
  @Post('periods')
  mark(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Body() body: MarkPayrollPeriodDto,
  ): Promise<PayrollPeriod> {
    return this.payroll.markExported(user.uid, organizationId, { from: body.from, to: body.to });
  }

  @ApiOperation({
    summary: 'Reopen a marked period: its absences may change again; audited (admins, any plan)',
  })
  @ApiOutcome(204, { errors: [403] })
  @Delete('periods/:periodId')
  @HttpCode(204)
  async reopen(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Param('periodId') periodId: string,
  ): Promise<void> {
    await this.payroll.reopen(user.uid, organizationId, periodId);
  }
}
