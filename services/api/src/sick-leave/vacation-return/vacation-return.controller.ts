import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MyVacationReturns, VacationReturn } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../../auth/current-user.decorator.js';
import { ApiOutcome } from '../../openapi/api-outcome.decorator.js';
import {
  CreateVacationReturnDto,
  DecideVacationReturnDto,
  VacationReturnListQuery,
} from './dto/vacation-return.dto.js';
import { VacationReturnService } from './vacation-return.service.js';

/**
 * Syk i ferien (ferieloven § 9 (1), issue 25): the person's claim to get back the ferie days a 100 %
 * sykmelding covered, and the admins' decision. Health data: never to API keys (default deny), nor to
 * colleagues (a member sees only their own).
 */
@ApiTags('SickLeave')
@ApiBearerAuth()
@Controller('SickLeave/organization/:organizationId')
export class VacationReturnController {
  constructor(private readonly returns: VacationReturnService) {}

  @ApiOperation({
    summary: "The caller's own claims (syk i ferien) and the ferie days they may still ask for",
  })
  @ApiOutcome('MyVacationReturns')
  @Get('me/vacation-returns')
  mine(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<MyVacationReturns> {
    return this.returns.mine(user.uid, organizationId);
  }

  @ApiOperation({
    summary:
      'Ask for the days of your approved ferie that your own 100 % sykmelding covers (ferieloven § 9); the admins are notified',
  })
  @ApiOutcome('VacationReturn', { errors: [409] })
  @Post('me/vacation-returns')
  ask(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Body() body: CreateVacationReturnDto,
  ): Promise<VacationReturn> {
    return this.returns.ask(user.uid, organizationId, body);
  }

  @ApiOperation({ summary: "Admins: the organisation's claims for ferie days back (default: waiting)" })
  @ApiOutcome(['VacationReturn'], { errors: [403] })
  @Get('vacation-returns')
  list(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: VacationReturnListQuery,
  ): Promise<VacationReturn[]> {
    return this.returns.list(user.uid, organizationId, query.status ?? 'Pending');
  }

  @ApiOperation({
    summary:
      'Admins: approve (the ferie days return to the balance: the ferie request is cut around them) or reject a claim',
  })
  @ApiOutcome('VacationReturn', { errors: [403, 409] })
  @Put('vacation-returns/:id/decision')
  decide(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Param('id') id: string,
    @Body() body: DecideVacationReturnDto,
  ): Promise<VacationReturn> {
    return this.returns.decide(user.uid, organizationId, id, body.approve);
  }
}
