import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Team } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { AddTeamMemberDto } from './dto/add-team-member.dto.js';
import { CreateTeamDto } from './dto/create-team.dto.js';
import { UpdateTeamDto } from './dto/update-team.dto.js';
import { TeamsService } from './teams.service.js';

// Every Teams route is admin-only for the team's organisation (404 non-member, 403 member).
@ApiTags('Teams')
@ApiBearerAuth()
@Controller('Teams')
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Get('organization/:organizationId')
  list(@CurrentUser() user: AuthUser, @Param('organizationId') organizationId: string): Promise<Team[]> {
    return this.teams.list(user.uid, organizationId);
  }

  @Post()
  create(@CurrentUser() user: AuthUser, @Body() body: CreateTeamDto): Promise<Team> {
    return this.teams.create(user.uid, body);
  }

  @Put(':id')
  rename(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: UpdateTeamDto): Promise<Team> {
    return this.teams.rename(user.uid, id, body.name);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.teams.remove(user.uid, id);
  }

  @Post(':teamId/users')
  addMember(
    @CurrentUser() user: AuthUser,
    @Param('teamId') teamId: string,
    @Body() body: AddTeamMemberDto,
  ): Promise<Team> {
    return this.teams.addMember(user.uid, teamId, body.userId);
  }

  @Delete(':teamId/users/:userId')
  @HttpCode(204)
  async removeMember(
    @CurrentUser() user: AuthUser,
    @Param('teamId') teamId: string,
    @Param('userId') userId: string,
  ): Promise<void> {
    await this.teams.removeMember(user.uid, teamId, userId);
  }
}
