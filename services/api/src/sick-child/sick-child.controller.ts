import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { SickChildOverview, SickChildStatus } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { UpdateSickChildDeclarationDto } from './dto/sick-child.dto.js';
import { YearQuery } from '../reports/report.query.js';
import { SickChildService } from './sick-child.service.js';

/** Sykt barn (omsorgsdager, issue 25): the declaration, what is left, and the admins' overview. */
@ApiTags('SickChild')
@ApiBearerAuth()
@Controller('SickChild')
export class SickChildController {
  constructor(private readonly sickChild: SickChildService) {}

  @ApiOutcome('SickChildStatus', {
    summary: "The caller's children declaration and days of sykt barn allowed, used and left in ?year=",
  })
  @Get('organization/:organizationId/me')
  mine(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: YearQuery,
  ): Promise<SickChildStatus> {
    return this.sickChild.mine(user.uid, organizationId, query.year);
  }

  @ApiOutcome('SickChildStatus', {
    summary: 'The caller declares children under 12 and sole care (visible to admins)',
  })
  @Put('organization/:organizationId/me')
  declare(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Body() body: UpdateSickChildDeclarationDto,
  ): Promise<SickChildStatus> {
    return this.sickChild.declare(user.uid, organizationId, body);
  }

  @ApiOutcome('SickChildOverview', {
    errors: [403],
    summary: "Admins: every member's declaration and days used in ?year= (each person with days is audited)",
  })
  @Get('organization/:organizationId')
  overview(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: YearQuery,
  ): Promise<SickChildOverview> {
    return this.sickChild.overview(user.uid, organizationId, query.year);
  }
}
