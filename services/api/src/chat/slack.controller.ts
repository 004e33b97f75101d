import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SlackChannel, SlackInstallUrl, SlackStatus } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { ChatConnectionController } from './chat-connection.controller.js';
import { SetSlackChannelDto } from './dto/set-slack-channel.dto.js';
import { SlackService } from './slack.service.js';

@ApiTags('Slack')
@ApiBearerAuth()
@Controller('Slack')
export class SlackController extends ChatConnectionController<SlackStatus>({
  schema: 'SlackStatus',
  statusSummary: "The organisation's Slack connection: workspace and channel, never the token (admins, Pro)",
  disconnectSummary:
    'Disconnect Slack: the bot token is revoked in Slack (auth.revoke) and deleted (admins, Pro)',
  disconnectErrors: [403, 502],
}) {
  constructor(private readonly slack: SlackService) {
    super(slack);
  }

  @ApiOperation({
    summary:
      "Start connecting Slack (OAuth v2): the install page to send the admin's browser to (admins, Pro)",
  })
  @ApiOutcome('SlackInstallUrl', { errors: [403, 503] })
  @Post('organization/:organizationId/install')
  @HttpCode(200)
  install(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<SlackInstallUrl> {
    return this.slack.installUrl(user.uid, organizationId);
  }

  @ApiOperation({ summary: 'The public channels of the connected workspace (admins, Pro)' })
  @ApiOutcome(['SlackChannel'], { errors: [403, 502] })
  @Get('organization/:organizationId/channels')
  channels(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<SlackChannel[]> {
    return this.slack.channels(user.uid, organizationId);
  }

  @ApiOperation({ summary: 'The channel new requests and decisions are posted in (admins, Pro)' })
  @ApiOutcome('SlackStatus', { errors: [403, 502], requestExample: { channelId: 'C0123ABCD' } })
  @Put('organization/:organizationId/channel')
  setChannel(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Body() body: SetSlackChannelDto,
  ): Promise<SlackStatus> {
    return this.slack.setChannel(user.uid, organizationId, body.channelId);
  }
}
