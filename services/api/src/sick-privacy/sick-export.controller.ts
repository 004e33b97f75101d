import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { sendFile, XLSX } from '../reports/export/send-file.js';
import { SickExportQuery } from './sick-export.query.js';
import { SickExportService } from './sick-export.service.js';

// Issue 25: sick records leave the product only through this export, which an admin asks for by name.
@ApiTags('Reports')
@ApiBearerAuth()
@Controller('Reports/organization/:organizationId')
export class SickExportController {
  constructor(private readonly exports: SickExportService) {}

  @ApiOperation({
    summary:
      "The year's approved sick records (Egenmelding, Sykmelding, Sykt barn) as a file; each person in it is audited (admins, Pro)",
  })
  @ApiProduces('text/csv', XLSX)
  @ApiOutcome({ produces: ['text/csv', XLSX] }, { errors: [403] })
  @Get('sick-leave/export')
  async export(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: SickExportQuery,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { format = 'csv', ...scope } = query;
    await sendFile(reply, await this.exports.export({ uid: user.uid, organizationId, ...scope }, format));
  }
}
