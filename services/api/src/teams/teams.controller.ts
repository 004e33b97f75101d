import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Team } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { AddTeamMemberDto } from './dto/add-team-member.dto.js';
import { CreateTeamDto } from './dto/create-team.dto.js';
import { UpdateTeamDto } from './dto/update-team.dto.js';
import { TeamsService } from './teams.service.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { createTeamExample, teamExample } from '../openapi/examples.js';
import { ApiKeyAllowed } from '../auth/api-key-allowed.decorator.js';

// Every Teams route is admin-only for the team's organisation (404 non-member, 403 member).
@ApiTags('Teams')
@ApiBearerAuth()
@Controller('Teams')
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @ApiOperation({ summary: 'Teams of an organisation with their members' })
  @ApiOutcome(['Team'], { errors: [403] })
  @ApiKeyAllowed('read')
  @Get('organization/:organizationId')
  list(@CurrentUser() user: AuthUser, @Param('organizationId') organizationId: string): Promise<Team[]> {
    return this.teams.list(user.uid, organizationId);
  }

  @ApiOperation({
    summary: 'Create a team (name unique in the organisation, case-insensitive; 409 when taken)',
  })
  @ApiOutcome('Team', { errors: [403], example: teamExample, requestExample: createTeamExample })
  @ApiKeyAllowed('write')
  @Post()
  create(@CurrentUser() user: AuthUser, @Body() body: CreateTeamDto): Promise<Team> {
    return this.teams.create(user.uid, body);
  }

  @ApiOperation({ summary: 'Rename a team' })
  @ApiOutcome('Team', { errors: [403] })
  @ApiKeyAllowed('write')
  @Put(':id')
  rename(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: UpdateTeamDto): Promise<Team> {
    return this.teams.rename(user.uid, id, body.name);
  }

  @ApiOperation({ summary: 'Delete a team; its members become unassigned' })
  @ApiOutcome(204, { errors: [403] })
  @ApiKeyAllowed('write')
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.teams.remove(user.uid, id);
  }

  @ApiOperation({
    summary: 'Put a member of the same organisation in the team (moves them from any other team)',
  })
  @ApiOutcome('Team', { errors: [403] })
  @ApiKeyAllowed('write')
  @Post(':teamId/users')
  addMember(
    @CurrentUser() user: AuthUser,
    @Param('teamId') teamId: string,
    @Body() body: AddTeamMemberDto,
  ): Promise<Team> {
    return this.teams.addMember(user.uid, teamId, body.userId);
  }

  @ApiOperation({ summary: 'Take a member out of the team (404 when not in it)' })
  @ApiOutcome(204, { errors: [403] })
  @ApiKeyAllowed('write')
  @Delete(':teamId/users/:userId')
  @HttpCode(204)
  async removeMember(
    @CurrentUser() user: AuthUser,
    @Param('teamId') teamId: string,
    @Param('userId') membershipId: string,
  ): Promise<void> {
    await this.teams.removeMember(user.uid, teamId, membershipId);
  }
}
