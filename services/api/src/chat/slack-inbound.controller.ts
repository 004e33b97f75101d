import { Body, Controller, Get, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/public.decorator.js';
import { SlackInbound } from './slack-inbound.js';
import { SlackInteractionsService, type SlackReply } from './slack-interactions.service.js';
import { SlackService } from './slack.service.js';

/**
 * What Slack (and the admin's browser coming back from Slack) calls: no bearer token. The OAuth
 * callback is proven by its signed state; interactions and commands by Slack's request signature over
 * the raw body (main.ts: rawBody: true).
 */
@ApiExcludeController()
@Public()
@Controller('Slack')
export class SlackInboundController {
  constructor(
    private readonly slack: SlackService,
    private readonly inbound: SlackInteractionsService,
  ) {}

  @Get('oauth/callback')
  async callback(
    @Query('code') code: string | undefined,
    @Query('state') state: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const target = await this.slack.completeInstall(
      typeof code === 'string' ? code : undefined,
      typeof state === 'string' ? state : undefined,
    );
    await reply.redirect(target, 302);
  }

  @SlackInbound('interactions')
  interactions(@Body() body: Record<string, unknown>): Promise<SlackReply> {
    return this.inbound.interaction(body ?? {});
  }

  @SlackInbound('commands')
  commands(@Body() body: Record<string, unknown>): Promise<SlackReply> {
    return this.inbound.command(body ?? {});
  }
}
