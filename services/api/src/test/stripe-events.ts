// Test helpers: Stripe-shaped events and webhook requests signed like Stripe signs them.
import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Stripe from 'stripe';

export const TEST_WEBHOOK_SECRET = 'whsec_ferieplan_test';
const nowSeconds = () => Math.floor(Date.now() / 1000);
const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function completedEvent(
  organizationId: string,
  options: {
    id?: string;
    created?: number;
    subscription?: string;
    paymentStatus?: string;
    type?: string;
  } = {},
) {
  return {
    id: options.id ?? randomId('evt'),
    object: 'event',
    type: options.type ?? 'checkout.session.completed',
    created: options.created ?? nowSeconds(),
    livemode: false,
    data: {
      object: {
        id: randomId('cs_test'),
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: options.paymentStatus ?? 'paid',
        client_reference_id: organizationId,
        metadata: { organizationId },
        customer: 'cus_test_1',
        subscription: options.subscription ?? 'sub_test_1',
      },
    },
  };
}

export function subscriptionDeletedEvent(
  organizationId: string,
  options: { id?: string; created?: number; subscription?: string } = {},
) {
  return {
    id: options.id ?? randomId('evt'),
    object: 'event',
    type: 'customer.subscription.deleted',
    created: options.created ?? nowSeconds(),
    livemode: false,
    data: {
      object: {
        id: options.subscription ?? 'sub_test_1',
        object: 'subscription',
        status: 'canceled',
        customer: 'cus_test_1',
        metadata: { organizationId },
      },
    },
  };
}

/** POSTs the event to the webhook with a Stripe-Signature header (or the given header / none). */
export function postWebhook(
  app: NestFastifyApplication,
  event: unknown,
  options: {
    secret?: string;
    timestamp?: number;
    signature?: string | null;
    tamper?: (payload: string) => string;
  } = {},
) {
  const payload = JSON.stringify(event, null, 2);
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? TEST_WEBHOOK_SECRET,
          timestamp: options.timestamp,
        })
      : options.signature;
  return app.inject({
    method: 'POST',
    url: '/api/Payment/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload: options.tamper ? options.tamper(payload) : payload,
  });
}
