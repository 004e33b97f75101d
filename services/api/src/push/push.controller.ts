import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PushPublicKey } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { PushSubscriptionDto, PushUnsubscribeDto } from './push-subscription.dto.js';
import { PushService } from './push.service.js';

@ApiTags('Push')
@ApiBearerAuth()
@Controller('Push')
export class PushController {
  constructor(private readonly push: PushService) {}

  @ApiOperation({ summary: 'The VAPID public key a device subscribes with (null: push is off here)' })
  @ApiOutcome('PushPublicKey')
  @Get('public-key')
  publicKey(): PushPublicKey {
    return this.push.publicKey();
  }

  @ApiOperation({
    summary: "This device gets the caller's pushes from the organisation ('Varsle meg på denne enheten')",
  })
  @ApiOutcome(204)
  @Put('organization/:organizationId/subscription')
  @HttpCode(204)
  subscribe(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Body() body: PushSubscriptionDto,
  ): Promise<void> {
    return this.push.subscribe(user.uid, organizationId, body);
  }

  @ApiOperation({ summary: 'This device gets no more pushes from the organisation' })
  @ApiOutcome(204)
  @Post('organization/:organizationId/subscription/remove')
  @HttpCode(204)
  unsubscribe(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
    @Body() body: PushUnsubscribeDto,
  ): Promise<void> {
    return this.push.unsubscribe(user.uid, organizationId, body.endpoint);
  }
}
