import Stripe from 'stripe';
import type { PaymentConfig } from './payment-config.js';

export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/** The official SDK, talking to Stripe or, without a secret key, to the local sandbox over http. */
export function createStripeClient(config: PaymentConfig): Stripe {
  const common = { timeout: 10_000, maxNetworkRetries: 1, appInfo: { name: 'Ferieplan' } };
  if (config.secretKey) return new Stripe(config.secretKey, common);
  return new Stripe('sk_test_sandbox', {
    ...common,
    host: config.sandboxHost,
    port: config.sandboxPort,
    protocol: 'http',
  });
}
