import { Body, Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TeamsStatus } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { ConnectTeamsDto } from './dto/connect-teams.dto.js';
import { TeamsService } from './teams.service.js';

@ApiTags('MicrosoftTeams')
@ApiBearerAuth()
@Controller('MicrosoftTeams')
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @ApiOperation({
    summary: "Whether the organisation's Teams channel is connected, and the URL's host (admins, Pro)",
  })
  @ApiOutcome('TeamsStatus', { errors: [403] })
  @Get('organization/:organizationId')
  status(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<TeamsStatus> {
    return this.teams.status(user.uid, organizationId);
  }

  @ApiOperation({
    summary:
      'Connect a Teams channel: the Workflows/incoming webhook URL (https, *.webhook.office.com, *.logic.azure.com or *.powerplatform.com), stored encrypted (admins, Pro)',
  })
  @ApiOutcome('TeamsStatus', {
    errors: [403, 503],
    requestExample: {
      url: 'https://prod-01.westeurope.logic.azure.com/workflows/abc/triggers/manual/paths/invoke?sig=…',
    },
  })
  @Put('organization/:organizationId')
  connect(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Body() body: ConnectTeamsDto,
  ): Promise<TeamsStatus> {
    return this.teams.connect(user.uid, organizationId, body.url);
  }

  @ApiOperation({ summary: 'Disconnect Teams: the URL is deleted (admins, Pro)' })
  @ApiOutcome(204, { errors: [403] })
  @Delete('organization/:organizationId')
  @HttpCode(204)
  async disconnect(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<void> {
    await this.teams.disconnect(user.uid, organizationId);
  }
}
