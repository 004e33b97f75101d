import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '../../auth/current-user.decorator.js';
import { ApiOutcome } from '../../openapi/api-outcome.decorator.js';
import { SickWithdrawalService } from './sick-withdrawal.service.js';

/** Withdraw a sick absence registered by mistake (issue 25). Health data: never to API keys. */
@ApiTags('SickLeave')
@ApiBearerAuth()
@Controller('SickLeave/organization/:organizationId/registrations')
export class SickWithdrawalController {
  constructor(private readonly withdrawals: SickWithdrawalService) {}

  @ApiOperation({
    summary:
      'Withdraw a sick absence (egenmelding, sykmelding, sykt barn): the person within 24 hours of registering it, an admin any time; audited',
  })
  @ApiOutcome(204, { errors: [409] })
  @Delete(':id')
  @HttpCode(204)
  withdraw(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Param('id') id: string,
  ): Promise<void> {
    return this.withdrawals.withdraw(user.uid, organizationId, id);
  }
}
