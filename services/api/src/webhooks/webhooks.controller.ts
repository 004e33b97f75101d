import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookSecret,
} from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { CreateWebhookEndpointDto } from './dto/create-webhook-endpoint.dto.js';
import { WebhooksService } from './webhooks.service.js';

@ApiTags('Webhooks')
@ApiBearerAuth()
@Controller('Webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @ApiOperation({ summary: "The organisation's webhook endpoints, without secrets (admins, Pro)" })
  @ApiOutcome(['WebhookEndpoint'], { errors: [403] })
  @Get('organization/:organizationId')
  list(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<WebhookEndpoint[]> {
    return this.webhooks.list(user.uid, organizationId);
  }

  @ApiOperation({
    summary:
      'Register an endpoint (https; internal addresses refused in production). The answer carries its signing secret, shown only this once (admins, Pro)',
  })
  @ApiOutcome('CreatedWebhookEndpoint', {
    errors: [403, 409],
    requestExample: {
      organizationId: '7d1f0c4e-2a8b-4b7e-9d3c-1a2b3c4d5e6f',
      url: 'https://lonn.example.no/ferieplan',
      events: ['absence.decided', 'member.left'],
    },
  })
  @Post()
  create(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateWebhookEndpointDto,
  ): Promise<CreatedWebhookEndpoint> {
    return this.webhooks.create(user.uid, body);
  }

  @ApiOperation({ summary: 'Delete an endpoint and its deliveries (admins, Pro)' })
  @ApiOutcome(204, { errors: [403] })
  @Delete('endpoints/:id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.webhooks.remove(user.uid, id);
  }

  @ApiOperation({
    summary: 'Rotate the signing secret: the new one signs from now on and is shown only this once',
  })
  @ApiOutcome('WebhookSecret', { errors: [403] })
  @Post('endpoints/:id/secret')
  @HttpCode(200)
  rotateSecret(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<WebhookSecret> {
    return this.webhooks.rotateSecret(user.uid, id);
  }

  @ApiOperation({
    summary: "The endpoint's newest 50 deliveries: status, HTTP status code, time (admins, Pro)",
  })
  @ApiOutcome(['WebhookDelivery'], { errors: [403] })
  @Get('endpoints/:id/deliveries')
  deliveries(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<WebhookDelivery[]> {
    return this.webhooks.deliveriesOf(user.uid, id);
  }

  @ApiOperation({
    summary: "'Send på nytt': a failed delivery's event once more, as a new delivery (admins, Pro)",
  })
  @ApiOutcome('WebhookDelivery', { errors: [403, 409] })
  @Post('deliveries/:deliveryId/resend')
  resend(@CurrentUser() user: AuthUser, @Param('deliveryId') deliveryId: string): Promise<WebhookDelivery> {
    return this.webhooks.resend(user.uid, deliveryId);
  }
}
