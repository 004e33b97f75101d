import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CalendarFeed } from '@ferieplan/contracts';
import { serverPlanning } from '@ferieplan/texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { Public } from '../auth/public.decorator.js';
import { notFound } from '../common/domain-error.js';
import { CalendarFeedsService } from './calendar-feeds.service.js';
import { CreateCalendarFeedDto } from './create-calendar-feed.dto.js';
import { FeedQuery } from './feed.query.js';
import { tokenFromPath } from './feed-token.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';

@ApiTags('CalendarFeeds')
@Controller('CalendarFeeds')
export class CalendarFeedsController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  @ApiBearerAuth()
  @ApiOperation({ summary: "The caller's calendar feeds in the organisation (members)" })
  @ApiOutcome(['CalendarFeed'])
  @Get('organization/:organizationId')
  list(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<CalendarFeed[]> {
    return this.feeds.list(user.uid, organizationId);
  }

  @ApiBearerAuth()
  @ApiOperation({
    summary:
      "Make a secret iCalendar URL, or replace it (the old URL stops at once). Pro. 'member': own vacation (members); 'organization' / 'team': everyone's, with names (admins)",
  })
  @ApiOutcome('CalendarFeed', { errors: [403] })
  @Post()
  create(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateCalendarFeedDto,
    @Req() request: FastifyRequest,
  ): Promise<CalendarFeed> {
    // The URL points back at this API as the caller reached it (X-Forwarded-* only with TRUST_PROXY).
    const baseUrl = `${request.protocol}://${request.host}`;
    return this.feeds.create(user.uid, body.organizationId, body.scope, body.teamId ?? null, baseUrl);
  }

  @ApiBearerAuth()
  @ApiOperation({ summary: 'Delete one of your calendar feeds: its URL stops working' })
  @ApiOutcome(204)
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.feeds.remove(user.uid, id);
  }

  @ApiOperation({
    summary: 'The iCalendar feed (text/calendar) behind a secret token; no bearer token (calendar apps)',
  })
  @Public()
  @ApiOutcome({ produces: ['text/calendar'] })
  @Get('ical/:token')
  async ical(
    @Param('token') segment: string,
    @Query() query: FeedQuery,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const token = tokenFromPath(segment);
    const body = token ? await this.feeds.render(token, new Date(), query.kind ?? null) : null;
    if (body === null) throw notFound(serverPlanning.feedNotFound);
    await reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', 'inline; filename="ferieplan.ics"')
      .header('x-robots-tag', 'noindex')
      .send(body);
  }
}
