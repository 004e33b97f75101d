import { Module } from '@nestjs/common';
import { CheckoutService } from './checkout.service.js';
import { PaymentController } from './payment.controller.js';
import { loadPaymentConfig, PAYMENT_CONFIG, type PaymentConfig } from './payment-config.js';
import { PaymentRepository } from './payment.repository.js';
import { PlanChangeService } from './plan-change.service.js';
import { createStripeClient, STRIPE_CLIENT } from './stripe-client.js';
import { StripeWebhookService } from './stripe-webhook.service.js';
import { SubscriptionCancellation } from './subscription-cancellation.js';

// Pro upgrade: Stripe Checkout (or the local sandbox without STRIPE_SECRET_KEY) and signed webhooks.
@Module({
  controllers: [PaymentController],
  providers: [
    { provide: PAYMENT_CONFIG, useFactory: () => loadPaymentConfig() },
    {
      provide: STRIPE_CLIENT,
      inject: [PAYMENT_CONFIG],
      useFactory: (config: PaymentConfig) => createStripeClient(config),
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
