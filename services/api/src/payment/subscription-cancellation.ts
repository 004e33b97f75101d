import { Inject, Injectable, Logger } from '@nestjs/common';
import { STRIPE_CLIENT, type StripeClient } from './stripe-client.js';

/**
 * Ends an organisation's Stripe subscription at once (deleting the organisation, issue 17). Stripe then
 * sends customer.subscription.deleted; the webhook finds the organisation gone, or sets it to Starter.
 */
@Injectable()
export class SubscriptionCancellation {
  private readonly logger = new Logger('Payment');

  constructor(@Inject(STRIPE_CLIENT) private readonly stripe: StripeClient) {}

  /** True when the subscription is cancelled (or Stripe no longer knows it); false when Stripe failed. */
  async cancel(subscriptionId: string): Promise<boolean> {
    try {
      await (await this.stripe()).subscriptions.cancel(subscriptionId);
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code === 'resource_missing') return true;
      this.logger.error(`Could not cancel subscription ${subscriptionId}: ${(error as Error).message}`);
      return false;
    }
  }
}
