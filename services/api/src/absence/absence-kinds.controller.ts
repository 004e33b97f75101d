import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AbsenceKindSettings } from '@ferieplan/contracts';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { AbsenceKindsService } from './absence-kinds.service.js';
import { UpdateAbsenceKindSettingsDto } from './dto/update-absence-kinds.dto.js';
import { ApiKeyAllowed } from '../auth/api-key-allowed.decorator.js';

/** Which absence kinds the organisation uses and which need approval (issue 24). */
@ApiTags('AbsenceKinds')
@ApiBearerAuth()
@Controller('AbsenceKinds')
export class AbsenceKindsController {
  constructor(private readonly kinds: AbsenceKindsService) {}

  @ApiOperation({
    summary:
      'Every offered kind with enabled, needsApproval and available (false: Pro-only on Starter). Any member (the request form offers the enabled kinds)',
  })
  @ApiOutcome('AbsenceKindSettings', { errors: [403] })
  @ApiKeyAllowed('read')
  @Get('organization/:organizationId')
  get(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<AbsenceKindSettings> {
    return this.kinds.get(user.uid, organizationId);
  }

  @ApiOperation({
    summary:
      'Admins: set kinds on/off and whether they need approval (kinds left out keep theirs). 400: Ferie off or without approval, a kind twice; 403: a Pro-only kind on Starter',
  })
  @ApiOutcome('AbsenceKindSettings', { errors: [403] })
  @Put('organization/:organizationId')
  update(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Body() body: UpdateAbsenceKindSettingsDto,
  ): Promise<AbsenceKindSettings> {
    return this.kinds.update(user.uid, organizationId, body.kinds);
  }
}
