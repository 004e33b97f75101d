import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Employee } from '@ferieplan/contracts';
import { serverCore } from '@ferieplan/texts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { invalidInput } from '../common/domain-error.js';
import { setPageHeaders } from '../common/pagination.js';
import { EmployeesQuery } from './dto/employees.query.js';
import { SetAdminDto } from './dto/set-admin.dto.js';
import { UpdateEmployeeDto } from './dto/update-employee.dto.js';
import { UsersService } from './users.service.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { ApiKeyAllowed } from '../auth/api-key-allowed.decorator.js';
import { LeanRoute } from '../common/lean-route.js';

@ApiTags('Users')
@ApiBearerAuth()
@Controller('Users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /**
   * Admin: employees (memberships) by name with yearly balances for last, this and next year; ?teamId= one
   * team; ?limit=N one page (X-Total-Count, Link rel="next" with ?cursor=). Without limit every employee.
   */
  @ApiOutcome(['Employee'], {
    errors: [403],
    paged: true,
    summary: "The members of an organisation with each year's balance (admins; paged with ?limit=)",
  })
  @ApiKeyAllowed('read')
  @LeanRoute()
  @Get('organization/:organizationId')
  async list(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Query() query: EmployeesQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Employee[]> {
    const page = await this.users.listForOrganization(user.uid, organizationId, query);
    setPageHeaders(request, reply, page);
    return page.rows;
  }

  /** Any member: the caller's own Employee in the organisation. */
  @ApiOutcome('Employee', { summary: "The caller's own membership in the organisation, with balances" })
  @LeanRoute()
  @Get('organization/:organizationId/me')
  me(@CurrentUser() user: AuthUser, @Param('organizationId') organizationId: string): Promise<Employee> {
    return this.users.me(user.uid, organizationId);
  }

  /** Adding employees directly is blocked: people join through invitations. */
  @ApiOutcome('refused', { summary: 'Not supported: people join through invitations (always 400)' })
  @Post()
  @HttpCode(400)
  create(): never {
    throw invalidInput(serverCore.useInvitations);
  }

  @ApiOutcome('Employee', {
    errors: [403],
    summary: "Change a member's name, yearly days, birth year or team (admins)",
  })
  @Put(':id')
  update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateEmployeeDto,
  ): Promise<Employee> {
    return this.users.update(user.uid, id, body);
  }

  @ApiOutcome(204, { errors: [403], summary: 'Remove a member from the organisation (admins)' })
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.users.remove(user.uid, id);
  }

  @ApiOutcome('Employee', { errors: [403], summary: 'Make a member an admin or take it back (admins)' })
  @Put(':id/admin')
  setAdmin(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: SetAdminDto,
  ): Promise<Employee> {
    return this.users.setAdmin(user.uid, id, body.isAdmin);
  }
}
