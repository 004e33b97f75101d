import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Employee } from '@ferieplan/contracts';
import { serverCore } from '@ferieplan/texts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { invalidInput } from '../common/domain-error.js';
import { SetAdminDto } from './dto/set-admin.dto.js';
import { UpdateEmployeeDto } from './dto/update-employee.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('Users')
@ApiBearerAuth()
@Controller('Users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** Admin: every employee (membership) with yearly balances for last, this and next year. */
  @Get('organization/:organizationId')
  list(@CurrentUser() user: AuthUser, @Param('organizationId') organizationId: string): Promise<Employee[]> {
    return this.users.listForOrganization(user.uid, organizationId);
  }

  /** Any member: the caller's own Employee in the organisation. */
  @Get('organization/:organizationId/me')
  me(@CurrentUser() user: AuthUser, @Param('organizationId') organizationId: string): Promise<Employee> {
    return this.users.me(user.uid, organizationId);
  }

  /** Adding employees directly is blocked: people join through invitations. */
  @Post()
  @HttpCode(400)
  create(): never {
    throw invalidInput(serverCore.useInvitations);
  }

  @Put(':id')
  update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: UpdateEmployeeDto): Promise<Employee> {
    return this.users.update(user.uid, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.users.remove(user.uid, id);
  }

  @Put(':id/admin')
  setAdmin(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: SetAdminDto): Promise<Employee> {
    return this.users.setAdmin(user.uid, id, body.isAdmin);
  }
}
