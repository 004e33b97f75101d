import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TeamsStatus } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { ChatConnectionController } from './chat-connection.controller.js';
import { ConnectTeamsDto } from './dto/connect-teams.dto.js';
import { TeamsService } from './teams.service.js';

@ApiTags('MicrosoftTeams')
@ApiBearerAuth()
@Controller('MicrosoftTeams')
export class TeamsController extends ChatConnectionController<TeamsStatus>({
  schema: 'TeamsStatus',
  statusSummary: "Whether the organisation's Teams channel is connected, and the URL's host (admins, Pro)",
  disconnectSummary: 'Disconnect Teams: the URL is deleted (admins, Pro)',
  disconnectErrors: [403],
}) {
  constructor(private readonly teams: TeamsService) {
    super(teams);
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
}
