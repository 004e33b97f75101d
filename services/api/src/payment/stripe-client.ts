import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import type { PaymentConfig } from '../config/app-config.js';

export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/** The official SDK, talking to Stripe or, without a secret key, to the local sandbox over http. */
export function createStripeClient(config: PaymentConfig): Stripe {
  const logger = new Logger('Payment');
  const common = { timeout: 10_000, maxNetworkRetries: 1, appInfo: { name: 'Ferieplan' } };
  if (config.secretKey) {
    const mode = config.secretKey.startsWith('sk_live_') ? 'live' : 'test';
    logger.log(`Stripe (${mode}) via STRIPE_SECRET_KEY`);
    return new Stripe(config.secretKey, common);
  }
  logger.log(`Stripe: lokal sandkasse på http://${config.sandboxHost}:${config.sandboxPort} (STRIPE_SECRET_KEY er ikke satt)`);
  if (!config.webhookSecret) {
    logger.warn('STRIPE_WEBHOOK_SECRET er ikke satt: alle betalingsvarsler (webhooks) avvises.');
  }
  return new Stripe('sk_test_sandbox', {
    ...common,
    host: config.sandboxHost,
    port: config.sandboxPort,
    protocol: 'http',
  });
}
