import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ApprovalSettings } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../../auth/current-user.decorator.js';
import { UpdateApprovalSettingsDto } from './approval-settings.dto.js';
import { ApprovalSettingsService } from './approval-settings.service.js';
import { ApiOutcome } from '../../openapi/api-outcome.decorator.js';

/** 'Krev godkjenning fra en annen administrator' (admins only). */
@ApiTags('Organizations')
@ApiBearerAuth()
@Controller('Organizations')
export class ApprovalSettingsController {
  constructor(private readonly settings: ApprovalSettingsService) {}

  @ApiOutcome('ApprovalSettings', {
    errors: [403],
    summary: 'The approval settings of the organisation (admins)',
  })
  @Get(':id/approval-settings')
  get(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ApprovalSettings> {
    return this.settings.get(user.uid, id);
  }

  @ApiOutcome('ApprovalSettings', {
    errors: [403],
    summary: 'Change the approval settings of the organisation (admins)',
  })
  @Put(':id/approval-settings')
  update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateApprovalSettingsDto,
  ): Promise<ApprovalSettings> {
    return this.settings.update(user.uid, id, body);
  }
}
