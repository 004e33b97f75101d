import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Post,
  Query,
  Req,
  Res,
  type RawBodyRequest,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../auth/public.decorator.js';
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

  @Post('interactions')
  @SkipThrottle()
  @HttpCode(200)
  async interactions(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('x-slack-request-timestamp') timestamp: unknown,
    @Headers('x-slack-signature') signature: unknown,
    @Body() body: Record<string, unknown>,
  ): Promise<SlackReply> {
    await this.inbound.verify(request.rawBody, timestamp, signature);
    return this.inbound.interaction(body ?? {});
  }

  @Post('commands')
  @SkipThrottle()
  @HttpCode(200)
  async commands(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('x-slack-request-timestamp') timestamp: unknown,
    @Headers('x-slack-signature') signature: unknown,
    @Body() body: Record<string, unknown>,
  ): Promise<SlackReply> {
    await this.inbound.verify(request.rawBody, timestamp, signature);
    return this.inbound.command(body ?? {});
  }
}
