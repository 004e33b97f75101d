import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { EmployeeImportPreview, EmployeeImportResult } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { EmployeeImportDto } from './import.dto.js';
import { ImportService } from './import.service.js';

// Issue 26: 'Importer ansatte' (admins; API keys are refused, as on every route not opened to them).
@ApiTags('EmployeeImport')
@ApiBearerAuth()
@Controller('EmployeeImport')
export class ImportController {
  constructor(private readonly imports: ImportService) {}

  @ApiOutcome('EmployeeImportPreview', {
    errors: [403],
    summary: 'Parse and check an import file (CSV or xlsx): what each row would do. Writes nothing (admins)',
  })
  @Post('organization/:organizationId/preview')
  @HttpCode(200)
  preview(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Body() body: EmployeeImportDto,
  ): Promise<EmployeeImportPreview> {
    return this.imports.preview(user.uid, organizationId, body.content, body.createTeams ?? []);
  }

  @ApiOutcome('EmployeeImportResult', {
    errors: [403],
    summary:
      'Import the file in one transaction: invitations through the outbox, updates of members; rows with errors are skipped (admins)',
  })
  @Post('organization/:organizationId')
  @HttpCode(200)
  confirm(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Body() body: EmployeeImportDto,
  ): Promise<EmployeeImportResult> {
    return this.imports.confirm(user.uid, organizationId, body.content, body.createTeams ?? []);
  }
}
