import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MemberTransfer, TransferOverview } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../../auth/current-user.decorator.js';
import { SetTransferDto } from './set-transfer.dto.js';
import { TransfersService } from './transfers.service.js';
import { ApiOutcome } from '../../openapi/api-outcome.decorator.js';

// Admins of the member's organisation, every plan (a balance must be right on Starter too).
@ApiTags('Transfers')
@ApiBearerAuth()
@Controller('Transfers')
export class TransfersController {
  constructor(private readonly transfers: TransfersService) {}

  @ApiOperation({ summary: "Each member's unused days of last year, what may be transferred and what is" })
  @ApiOutcome('TransferOverview', { errors: [403] })
  @Get('organization/:organizationId')
  overview(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<TransferOverview> {
    return this.transfers.overview(user.uid, organizationId);
  }

  @ApiOperation({
    summary:
      'Transfer days of last year into this year (0 removes it). 400 above the organisation limit, 409 above the unused days',
  })
  @ApiOutcome('MemberTransfer', { errors: [403] })
  @Put(':userId')
  set(
    @CurrentUser() user: AuthUser,
    @Param('userId') membershipId: string,
    @Body() body: SetTransferDto,
  ): Promise<MemberTransfer> {
    return this.transfers.set(user.uid, membershipId, body.days);
  }
}
