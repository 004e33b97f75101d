import { Body, Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiBearerAuth, ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { CheckoutSession } from '@ferieplan/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { Public } from '../auth/public.decorator.js';
import { CheckoutService } from './checkout.service.js';
import { CreateCheckoutSessionDto } from './dto/create-checkout-session.dto.js';
import { StripeWebhookService, type WebhookResult } from './stripe-webhook.service.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';

@ApiTags('Payment')
@Controller('Payment')
export class PaymentController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly webhooks: StripeWebhookService,
  ) {}

  /** Admin only: starts a Stripe Checkout for the Pro plan; the browser goes to `url`. */
  @ApiOutcome('CheckoutSession', {
    errors: [403, 502],
    summary: 'Start a Stripe Checkout for the Pro plan (admins); answers the URL to send the browser to',
  })
  @Post('create-checkout-session')
  @ApiBearerAuth()
  @HttpCode(200)
  createCheckoutSession(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateCheckoutSessionDto,
  ): Promise<CheckoutSession> {
    return this.checkout.createProCheckout(user, body);
  }

  /** Called by Stripe, authenticated by its signature over the raw body (main.ts: rawBody: true). */
  @Post('webhook')
  @Public()
  @SkipThrottle()
  @HttpCode(200)
  @ApiExcludeEndpoint()
  webhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookResult> {
    return this.webhooks.handle(request.rawBody, signature);
  }
}
