import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { serverPayment } from '@ferieplan/texts';
import { invalidInput } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { stripeWebhookEvents } from '../observability/metrics.js';
import { planChangeFromEvent } from './plan-change.js';
import { signedRecently } from './signature-timestamp.js';
import { loadStripe } from './stripe-client.js';
import { PlanChangeService, type PlanChangeOutcome } from './plan-change.service.js';

export interface WebhookResult {
  received: true;
  outcome: PlanChangeOutcome | 'ignored';
}

/** Verifies a Stripe webhook delivery and turns it into (at most one) plan change. */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger('Payment');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly planChanges: PlanChangeService,
  ) {}

  async handle(
    rawBody: Buffer | undefined,
    signature: string | string[] | undefined,
  ): Promise<WebhookResult> {
    let event: Stripe.Event;
    try {
      event = await this.verify(rawBody, signature);
    } catch (error) {
      stripeWebhookEvents.inc({ type: 'unverified', outcome: 'refused' });
      throw error;
    }
    const change = planChangeFromEvent(event);
    let outcome: WebhookResult['outcome'] = 'ignored';
    try {
      if (change) outcome = await this.planChanges.apply(change);
    } catch (error) {
      stripeWebhookEvents.inc({ type: event.type, outcome: 'error' });
      throw error;
    }
    stripeWebhookEvents.inc({ type: event.type, outcome });
    if (change) this.logger.log(`Stripe ${event.type} ${event.id}: ${outcome}`);
    return { received: true, outcome };
  }

  /** The event, if the delivery is signed with the endpoint's secret, recently; else a 400. */
  private async verify(
    rawBody: Buffer | undefined,
    signature: string | string[] | undefined,
  ): Promise<Stripe.Event> {
    if (typeof signature !== 'string' || signature === '') throw invalidInput(serverPayment.signatureMissing);
    // Without the endpoint's secret nothing can be verified, so nothing is trusted.
    if (!this.config.payment.webhookSecret) throw invalidInput(serverPayment.signatureInvalid);
    if (!rawBody || rawBody.length === 0) throw invalidInput(serverPayment.signatureInvalid);
    if (!signedRecently(signature, this.config.payment.webhookToleranceSeconds))
      throw invalidInput(serverPayment.signatureInvalid);
    try {
      // Static helper: verifying needs only the endpoint secret, not an API key.
      return (await loadStripe()).webhooks.constructEvent(
        rawBody,
        signature,
        this.config.payment.webhookSecret,
        this.config.payment.webhookToleranceSeconds,
      );
    } catch (error) {
      this.logger.warn(`Avviste Stripe-webhook: ${error instanceof Error ? error.message : String(error)}`);
      throw invalidInput(serverPayment.signatureInvalid);
    }
  }
}
