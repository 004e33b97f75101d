import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { VacationRequest } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { setPageHeaders } from '../common/pagination.js';
import { CreateVacationRequestDto } from './dto/create-vacation-request.dto.js';
import { MyVacationRequestsQuery } from './dto/my-vacation-requests.query.js';
import { OrganizationVacationRequestsQuery } from './dto/organization-vacation-requests.query.js';
import { UpdateVacationStatusDto, type DECISION_STATUSES } from './dto/update-vacation-status.dto.js';
import { VacationRequestsService } from './vacation-requests.service.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import {
  approvedVacationRequestExample,
  createVacationRequestExample,
  decideVacationRequestExample,
  vacationRequestExample,
} from '../openapi/examples.js';
import { ApiKeyAllowed } from '../auth/api-key-allowed.decorator.js';
import { LeanRoute } from '../common/lean-route.js';

@ApiTags('VacationRequests')
@ApiBearerAuth()
@Controller('VacationRequests')
export class VacationRequestsController {
  constructor(private readonly requests: VacationRequestsService) {}

  @ApiOperation({
    summary: "The caller's own requests in all their organisations (optional ?organizationId=)",
  })
  @ApiOutcome(['VacationRequest'])
  @Get('my')
  listMine(
    @CurrentUser() user: AuthUser,
    @Query() query: MyVacationRequestsQuery,
  ): Promise<VacationRequest[]> {
    return this.requests.listMine(user.uid, query.organizationId);
  }

  @ApiOperation({
    summary:
      'Requests of an organisation, with userName/userEmail (admins; ?year=YYYY&status=Pending|Approved|Rejected|ALL&teamId=). ' +
      'With ?limit=N one page in date order: X-Total-Count is the filtered total, Link rel="next" the next page (?cursor=). Without limit every request.',
  })
  @ApiOutcome(['VacationRequest'], { errors: [403], paged: true, example: [vacationRequestExample] })
  @ApiKeyAllowed('read')
  @LeanRoute()
  @Get('organization/:organizationId')
  async listForOrganization(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: OrganizationVacationRequestsQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<VacationRequest[]> {
    const page = await this.requests.listForOrganization(user.uid, organizationId, query);
    setPageHeaders(request, reply, page);
    return page.rows;
  }

  @ApiOperation({
    summary:
      'Submit a request (members). 400: bad dates/range; 409: overlaps an own Pending or Approved request',
  })
  @ApiOutcome('VacationRequest', {
    example: vacationRequestExample,
    requestExample: createVacationRequestExample,
  })
  @Post()
  create(@CurrentUser() user: AuthUser, @Body() body: CreateVacationRequestDto): Promise<VacationRequest> {
    return this.requests.create(user, body);
  }

  @ApiOperation({
    summary:
      'Decide a Pending request (admins of its organisation): Approved or Rejected in any casing. Sets updatedAt; approvedAt on approval only (stays null on rejection). 409 when already decided. ' +
      "409 with details { reason: 'understaffed', days, teamName, minimum } when approving takes the member's team below its minimum staffing (Pro); send confirmUnderstaffing: true to approve anyway",
  })
  @ApiOutcome('VacationRequest', {
    errors: [403],
    example: approvedVacationRequestExample,
    requestExample: decideVacationRequestExample,
  })
  @ApiKeyAllowed('write')
  @Put(':id/status')
  decide(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateVacationStatusDto,
  ): Promise<VacationRequest> {
    // The DTO has normalised the casing and allowed only the two decisions.
    return this.requests.decide(user.uid, id, body.status as (typeof DECISION_STATUSES)[number], {
      confirmUnderstaffing: body.confirmUnderstaffing === true,
    });
  }

  @ApiOperation({ summary: 'Withdraw your own Pending request (404 not yours, 409 already decided)' })
  @ApiOutcome(204)
  @Delete(':id')
  @HttpCode(204)
  async cancel(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.requests.cancel(user.uid, id);
  }
}
