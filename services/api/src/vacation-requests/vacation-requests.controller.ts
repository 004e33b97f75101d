import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { VacationRequest } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { CreateVacationRequestDto } from './dto/create-vacation-request.dto.js';
import { MyVacationRequestsQuery } from './dto/my-vacation-requests.query.js';
import { OrganizationVacationRequestsQuery } from './dto/organization-vacation-requests.query.js';
import { UpdateVacationStatusDto, type DECISION_STATUSES } from './dto/update-vacation-status.dto.js';
import { VacationRequestsService } from './vacation-requests.service.js';

@ApiTags('VacationRequests')
@ApiBearerAuth()
@Controller('VacationRequests')
export class VacationRequestsController {
  constructor(private readonly requests: VacationRequestsService) {}

  @Get('my')
  listMine(
    @CurrentUser() user: AuthUser,
    @Query() query: MyVacationRequestsQuery,
  ): Promise<VacationRequest[]> {
    return this.requests.listMine(user.uid, query.organizationId);
  }

  @Get('organization/:organizationId')
  listForOrganization(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: OrganizationVacationRequestsQuery,
  ): Promise<VacationRequest[]> {
    return this.requests.listForOrganization(user.uid, organizationId, query);
  }

  @Post()
  create(@CurrentUser() user: AuthUser, @Body() body: CreateVacationRequestDto): Promise<VacationRequest> {
    return this.requests.create(user, body);
  }

  @Put(':id/status')
  decide(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateVacationStatusDto,
  ): Promise<VacationRequest> {
    // The DTO has normalised the casing and allowed only the two decisions.
    return this.requests.decide(user.uid, id, body.status as (typeof DECISION_STATUSES)[number]);
  }

  @Delete(':id')
  @HttpCode(204)
  async cancel(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.requests.cancel(user.uid, id);
  }
}
