import { describe, expect, it } from 'vitest';
import { loadPaymentConfig } from './payment-config.js';

describe('loadPaymentConfig', () => {
  it('defaults to the local sandbox and has no webhook secret of its own (every webhook refused)', () => {
    expect(loadPaymentConfig({})).toEqual({
      secretKey: null,
      webhookSecret: null,
      sandboxHost: '127.0.0.1',
      sandboxPort: 12111,
      appOrigin: 'http://localhost:4200',
      webhookToleranceSeconds: 300,
    });
  });

  it('reads real keys, the sandbox port and the app origin (without a trailing slash)', () => {
    const config = loadPaymentConfig({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_SANDBOX_PORT: '13201',
      APP_ORIGIN: 'https://ferieplan.example/',
    });
    expect(config).toMatchObject({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_abc',
      sandboxPort: 13201,
      appOrigin: 'https://ferieplan.example',
    });
    expect(loadPaymentConfig({ STRIPE_SANDBOX_PORT: 'nope' }).sandboxPort).toBe(12111);
  });

  it('refuses real Stripe keys without a webhook secret (forged upgrades would otherwise pass)', () => {
    expect(() => loadPaymentConfig({ STRIPE_SECRET_KEY: 'sk_live_123' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadPaymentConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });
});
