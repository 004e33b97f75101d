import { Body, Controller, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { mail } from '@ferieplan/texts';
import type { FastifyReply } from 'fastify';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { Public } from '../auth/public.decorator.js';
import { escapeHtml } from '../mail/render.js';
import { NotificationSettingDto } from './notification-setting.dto.js';
import { NotificationsService, type NotificationSetting } from './notifications.service.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A small Norwegian page for people who follow the unsubscribe link in a mail. */
function page(reply: FastifyReply, status: number, body: string): void {
  void reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(mail.unsubscribePageTitle)}</title></head>` +
        `<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:40px auto;padding:0 16px">${body}</body></html>`,
    );
}

@ApiTags('Notifications')
@Controller('Notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @ApiBearerAuth()
  @ApiOperation({ summary: "The caller's e-mail notification setting in the organisation (Pro)" })
  @ApiOutcome('NotificationSetting')
  @Get('organization/:organizationId')
  get(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<NotificationSetting> {
    return this.notifications.setting(user.uid, organizationId);
  }

  @ApiBearerAuth()
  @ApiOperation({ summary: 'Turn e-mail notifications from the organisation on or off (kept per member)' })
  @ApiOutcome('NotificationSetting')
  @Put('organization/:organizationId')
  put(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Body() body: NotificationSettingDto,
  ): Promise<NotificationSetting> {
    return this.notifications.update(user.uid, organizationId, body.enabled);
  }

  @ApiOperation({ summary: 'The unsubscribe link of a notification mail: a page that asks to confirm' })
  @Public()
  @ApiOutcome({ produces: ['text/html'] }, { responses: { 404: { produces: ['text/html'] } } })
  @Get('unsubscribe/:token')
  async confirm(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    const organizationName = TOKEN.test(token) ? await this.notifications.unsubscribeTarget(token) : null;
    if (organizationName === null) return page(reply, 404, `<p>${escapeHtml(mail.unsubscribeInvalid)}</p>`);
    page(
      reply,
      200,
      `<h1>${escapeHtml(mail.unsubscribePageTitle)}</h1><p>${escapeHtml(mail.unsubscribeConfirm(organizationName))}</p>` +
        `<form method="post"><button type="submit">${escapeHtml(mail.unsubscribeAction)}</button></form>`,
    );
  }

  @ApiOperation({ summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post), no sign-in' })
  @Public()
  @ApiOutcome({ produces: ['text/html'] }, { responses: { 404: { produces: ['text/html'] } } })
  @Post('unsubscribe/:token')
  @HttpCode(200)
  async unsubscribe(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    const organizationName = TOKEN.test(token) ? await this.notifications.unsubscribe(token) : null;
    if (organizationName === null) return page(reply, 404, `<p>${escapeHtml(mail.unsubscribeInvalid)}</p>`);
    page(
      reply,
      200,
      `<h1>${escapeHtml(mail.unsubscribePageTitle)}</h1><p>${escapeHtml(mail.unsubscribeDone(organizationName))}</p>`,
    );
  }
}
