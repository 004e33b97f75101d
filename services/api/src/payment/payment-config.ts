/** Stripe settings, read once from the environment. Without STRIPE_SECRET_KEY the local sandbox is used. */
export interface PaymentConfig {
  /** Real Stripe (test or live) secret key; null -> the local Stripe sandbox (tools/stripe-sandbox). */
  secretKey: string | null;
  /** Signing secret of the webhook endpoint ('whsec_...'); the sandbox signs with the same default. */
  webhookSecret: string;
  sandboxHost: string;
  sandboxPort: number;
  /** Origin of the web app: checkout returns to `${appOrigin}/admindashboard?checkout=...`. */
  appOrigin: string;
  /** Oldest accepted signature timestamp, in seconds (Stripe's default is 300 too). */
  webhookToleranceSeconds: number;
}

export const PAYMENT_CONFIG = Symbol('PAYMENT_CONFIG');
export const SANDBOX_WEBHOOK_SECRET = 'whsec_ferieplan_sandbox';
export const DEFAULT_SANDBOX_PORT = 12111;

export function loadPaymentConfig(env: NodeJS.ProcessEnv = process.env): PaymentConfig {
  const port = Number(env.STRIPE_SANDBOX_PORT);
  return {
    secretKey: env.STRIPE_SECRET_KEY || null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || SANDBOX_WEBHOOK_SECRET,
    sandboxHost: env.STRIPE_SANDBOX_HOST || '127.0.0.1',
    sandboxPort: Number.isInteger(port) && port > 0 ? port : DEFAULT_SANDBOX_PORT,
    appOrigin: (env.APP_ORIGIN || 'http://localhost:4200').replace(/\/+$/, ''),
    webhookToleranceSeconds: 300,
  };
}
