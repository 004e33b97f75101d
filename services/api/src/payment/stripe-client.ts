import { Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import type { PaymentConfig } from '../config/app-config.js';

export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/** The Stripe client, made on first use (STRIPE_CLIENT's value). */
export type StripeClient = () => Promise<Stripe>;

/** The SDK's module (~220 modules): loaded on first use, not at start (issue 28: time to /api/health). */
export const loadStripe = async (): Promise<typeof Stripe> => (await import('stripe')).default;

/**
 * The official SDK, talking to Stripe or, without a secret key, to the local sandbox over http. Says
 * which at start; the SDK itself is loaded and the client made at the first call.
 */
export function createStripeClient(config: PaymentConfig): StripeClient {
  const logger = new Logger('Payment');
  const common = { timeout: 10_000, maxNetworkRetries: 1, appInfo: { name: 'Ferieplan' } };
  if (config.secretKey) {
    const mode = config.secretKey.startsWith('sk_live_') ? 'live' : 'test';
    logger.log(`Stripe (${mode}) via STRIPE_SECRET_KEY`);
    const secretKey = config.secretKey;
    return once(async () => new (await loadStripe())(secretKey, common));
  }
  logger.log(
    `Stripe: lokal sandkasse på http://${config.sandboxHost}:${config.sandboxPort} (STRIPE_SECRET_KEY er ikke satt)`,
  );
  if (!config.webhookSecret) {
    logger.warn('STRIPE_WEBHOOK_SECRET er ikke satt: alle betalingsvarsler (webhooks) avvises.');
  }
  return once(
    async () =>
      new (await loadStripe())('sk_test_sandbox', {
        ...common,
        host: config.sandboxHost,
        port: config.sandboxPort,
        protocol: 'http',
      }),
  );
}

function once(make: () => Promise<Stripe>): StripeClient {
  let client: Promise<Stripe> | undefined;
  return () => (client ??= make());
}
