import { ConfigurationError } from '../config/configuration-error.js';

/** Stripe settings, read once from the environment. Without STRIPE_SECRET_KEY the local sandbox is used. */
export interface PaymentConfig {
  /** Real Stripe (test or live) secret key; null -> the local Stripe sandbox (tools/stripe-sandbox). */
  secretKey: string | null;
  /**
   * Signing secret of the webhook endpoint ('whsec_...'). There is no default: a secret that anyone
   * can read would let them forge a payment. Null -> every webhook delivery is refused.
   */
  webhookSecret: string | null;
  sandboxHost: string;
  sandboxPort: number;
  /** Origin of the web app: checkout returns to `${appOrigin}/admindashboard?checkout=...`. */
  appOrigin: string;
  /** Oldest accepted signature timestamp, in seconds (Stripe's default is 300 too). */
  webhookToleranceSeconds: number;
}

export const PAYMENT_CONFIG = Symbol('PAYMENT_CONFIG');
const DEFAULT_SANDBOX_PORT = 12111;

/** Reads the settings; refuses real Stripe keys without a webhook secret (the API then does not start). */
export function loadPaymentConfig(env: NodeJS.ProcessEnv = process.env): PaymentConfig {
  const port = Number(env.STRIPE_SANDBOX_PORT);
  const config = {
    secretKey: env.STRIPE_SECRET_KEY || null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    sandboxHost: env.STRIPE_SANDBOX_HOST || '127.0.0.1',
    sandboxPort: Number.isInteger(port) && port > 0 ? port : DEFAULT_SANDBOX_PORT,
    appOrigin: (env.APP_ORIGIN || 'http://localhost:4200').replace(/\/+$/, ''),
    webhookToleranceSeconds: 300,
  };
  if (config.secretKey && !config.webhookSecret) {
    throw new ConfigurationError(
      'STRIPE_SECRET_KEY er satt uten STRIPE_WEBHOOK_SECRET: betalingsvarsler kan ikke verifiseres, så API-et starter ikke.',
    );
  }
  return config;
}
