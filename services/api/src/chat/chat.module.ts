import { Module } from '@nestjs/common';
import { PlanningModule } from '../planning/planning.module.js';
import { VacationRequestsModule } from '../vacation-requests/vacation-requests.module.js';
import { ChatAccess } from './chat-access.js';
import { ChatOutboxModule } from './chat-outbox.module.js';
import { SlackInboundController } from './slack-inbound.controller.js';
import { SlackInteractionsService } from './slack-interactions.service.js';
import { SlackController } from './slack.controller.js';
import { SlackService } from './slack.service.js';
import { TeamsController } from './teams.controller.js';
import { TeamsService } from './teams.service.js';

// Slack and Microsoft Teams (issue 29, Pro): admins connect them; Slack's buttons decide requests.
@Module({
  imports: [ChatOutboxModule, VacationRequestsModule, PlanningModule],
  controllers: [SlackController, SlackInboundController, TeamsController],
  providers: [ChatAccess, SlackService, SlackInteractionsService, TeamsService],
})
export class ChatModule {}
