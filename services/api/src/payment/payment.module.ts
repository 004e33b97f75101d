import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CheckoutService } from './checkout.service.js';
import { PaymentController } from './payment.controller.js';
import { PaymentRepository } from './payment.repository.js';
import { PlanChangeService } from './plan-change.service.js';
import { createStripeClient, STRIPE_CLIENT } from './stripe-client.js';
import { StripeWebhookService } from './stripe-webhook.service.js';
import { SubscriptionCancellation } from './subscription-cancellation.js';

// Pro upgrade: Stripe Checkout (or the local sandbox without STRIPE_SECRET_KEY) and signed webhooks.
@Module({
  controllers: [PaymentController],
  providers: [
    {
      provide: STRIPE_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createStripeClient(config.payment),
    },
    PaymentRepository,
    CheckoutService,
    PlanChangeService,
    StripeWebhookService,
    SubscriptionCancellation,
  ],
  // Deleting an organisation cancels its subscription (privacy module).
  exports: [SubscriptionCancellation],
})
export class PaymentModule {}
