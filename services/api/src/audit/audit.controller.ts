import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuditEntry, AuditPage, AuditPersonOption } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { AuditService } from './audit.service.js';
import { AuditPageQuery } from './dto/audit-page.query.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';

// Read-only by design: no route changes or deletes an entry (the database refuses it as well).
@ApiTags('Audit')
@ApiBearerAuth()
@Controller('Audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @ApiOperation({
    summary: "The organisation's audit log, newest first, with cursor paging (admins, every plan)",
  })
  @ApiOutcome('AuditPage', { errors: [403] })
  @Get('organization/:organizationId')
  page(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: AuditPageQuery,
  ): Promise<AuditPage> {
    return this.audit.page(user.uid, organizationId, query);
  }

  @ApiOperation({ summary: 'Everyone the log names, for its person filter (admins)' })
  @ApiOutcome(['AuditPersonOption'], { errors: [403] })
  @Get('organization/:organizationId/people')
  people(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<AuditPersonOption[]> {
    return this.audit.people(user.uid, organizationId);
  }

  @ApiOperation({ summary: 'The history of one vacation request, oldest first (its owner and the admins)' })
  @ApiOutcome(['AuditEntry'])
  @Get('requests/:requestId')
  requestHistory(
    @CurrentUser() user: AuthUser,
    @Param('requestId') requestId: string,
  ): Promise<AuditEntry[]> {
    return this.audit.requestHistory(user.uid, requestId);
  }
}
