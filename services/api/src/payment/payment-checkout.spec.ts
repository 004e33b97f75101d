import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { server, serverPayment } from '@ferieplan/texts';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Test-only: the round trip drives the same local Stripe sandbox that `npm start` runs.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startStripeSandbox, type StripeSandbox } from '../../../../tools/stripe-sandbox/server.mjs';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization } from '../test/factories.js';
import { TEST_WEBHOOK_SECRET } from '../test/stripe-events.js';

const APP_ORIGIN = 'http://app.test';

describe('POST /api/Payment/create-checkout-session (against the local Stripe sandbox)', () => {
  let app: NestFastifyApplication;
  let sandbox: StripeSandbox;
  let stripe: Stripe;
  let admin: TestUser;
  let member: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    sandbox = await startStripeSandbox({ port: 0, webhookSecret: TEST_WEBHOOK_SECRET, log: () => {} });
    delete process.env.STRIPE_SECRET_KEY;
    process.env.STRIPE_SANDBOX_PORT = String(sandbox.port);
    process.env.STRIPE_WEBHOOK_SECRET = TEST_WEBHOOK_SECRET;
    process.env.APP_ORIGIN = APP_ORIGIN;
    app = await createApp();
    // A real port: the sandbox delivers its webhook over HTTP like Stripe does.
    await app.listen(0, '127.0.0.1');
    sandbox.setWebhookUrl(`${await app.getUrl()}/api/Payment/webhook`);
    stripe = new Stripe('sk_test_sandbox', { host: '127.0.0.1', port: sandbox.port, protocol: 'http' });
    [admin, member, outsider] = await Promise.all([signUp(), signUp(), signUp()]);
  });
  afterAll(async () => {
    await app?.close();
    await sandbox?.close();
  });

  const start = (user: TestUser | null, payload: Record<string, unknown>) =>
    client(app, user).post('/api/Payment/create-checkout-session', payload);
  const planOf = async (organizationId: string): Promise<string> =>
    (await dataSourceOf(app).query('SELECT plan FROM organization WHERE id = $1', [organizationId]))[0].plan;
  const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop() as string;

  describe('access', () => {
    it('requires a signed-in user (401)', async () => {
      const org = await seedOrganization(app, { admins: [admin] });
      expect((await start(null, { organizationId: org.id, planType: 'pro' })).statusCode).toBe(401);
    });

    it('refuses a non-member with 404 and a non-admin member with 403', async () => {
      const org = await seedOrganization(app, { admins: [admin], members: [member] });
      const asOutsider = await start(outsider, { organizationId: org.id, planType: 'pro' });
      expect(asOutsider.statusCode).toBe(404);
      expect(asOutsider.json().message).toBe(server.organizationNotFound);
      const asMember = await start(member, { organizationId: org.id, planType: 'pro' });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().message).toBe(server.forbidden);
    });
  });

  describe('validation', () => {
    it('rejects unknown fields, another plan type and a malformed id with 400', async () => {
      const org = await seedOrganization(app, { admins: [admin] });
      const extra = await start(admin, { organizationId: org.id, planType: 'pro', price: 1 });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().message).toBe(server.unknownField('price'));
      const plan = await start(admin, { organizationId: org.id, planType: 'enterprise' });
      expect(plan.statusCode).toBe(400);
      expect(plan.json().message).toBe(serverPayment.planTypeInvalid);
      const id = await start(admin, { organizationId: 'not-a-uuid', planType: 'pro' });
      expect(id.statusCode).toBe(400);
      expect(id.json().message).toBe(serverPayment.organizationIdInvalid);
    });

    it('answers 409 with a Norwegian message when the organisation already has Pro', async () => {
      const org = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
      const response = await start(admin, { organizationId: org.id, planType: 'pro' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ statusCode: 409, message: serverPayment.alreadyPro });
    });
  });

  describe('session', () => {
    it('creates a subscription checkout of 499 kr/month for the organisation', async () => {
      const org = await seedOrganization(app, { admins: [admin] });
      const response = await start(admin, { organizationId: org.id, planType: 'pro' });
      expect(response.statusCode).toBe(200);
      const { url } = response.json();
      expect(url).toMatch(new RegExp(`^${sandbox.url}/checkout/cs_test_\\w+$`));
      const session = await stripe.checkout.sessions.retrieve(sessionIdOf(url));
      expect(session).toMatchObject({
        mode: 'subscription',
        client_reference_id: org.id,
        metadata: { organizationId: org.id },
        currency: 'nok',
        amount_total: 49900,
        success_url: `${APP_ORIGIN}/admindashboard?checkout=success`,
        cancel_url: `${APP_ORIGIN}/admindashboard?checkout=cancel`,
      });
      // Short-lived (30-40 min), so a forgotten second tab cannot be paid much later.
      const lifetime = session.expires_at - Math.floor(Date.now() / 1000);
      expect(lifetime).toBeGreaterThanOrEqual(29 * 60);
      expect(lifetime).toBeLessThanOrEqual(40 * 60);
      const page = await (await fetch(url)).text();
      expect(page).toContain('Ferieplan Pro – 499 kr/mnd');
    });

    it('returns the same session for a repeated click (idempotency key)', async () => {
      const org = await seedOrganization(app, { admins: [admin] });
      // A double click: both requests at once.
      const [first, second] = await Promise.all([
        start(admin, { organizationId: org.id, planType: 'pro' }),
        start(admin, { organizationId: org.id, planType: 'pro' }),
      ]);
      expect(first.statusCode).toBe(200);
      expect(second.json().url).toBe(first.json().url);
    });
  });

  describe('round trip', () => {
    it('API -> sandbox checkout -> Betal -> signed webhook -> Pro; cancellation -> Starter', async () => {
      const org = await seedOrganization(app, { admins: [admin] });
      const { url } = (await start(admin, { organizationId: org.id, planType: 'pro' })).json();
      expect(await planOf(org.id)).toBe('Starter');

      const pay = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
      expect(pay.status).toBe(303);
      expect(pay.headers.get('location')).toBe(`${APP_ORIGIN}/admindashboard?checkout=success`);
      // The sandbox delivers the webhook before it redirects (Stripe may be later; the web app polls).
      expect(await planOf(org.id)).toBe('Pro');
      expect(sandbox.deliveries.at(-1)).toMatchObject({
        type: 'checkout.session.completed',
        ok: true,
        status: 200,
      });

      const again = await start(admin, { organizationId: org.id, planType: 'pro' });
      expect(again.statusCode).toBe(409);

      const session = await stripe.checkout.sessions.retrieve(sessionIdOf(url));
      await sandbox.cancelSubscription(session.subscription as string);
      expect(await planOf(org.id)).toBe('Starter');
      const [row] = await dataSourceOf(app).query(
        'SELECT stripe_customer_id, stripe_subscription_id FROM organization WHERE id = $1',
        [org.id],
      );
      expect(row).toEqual({ stripe_customer_id: session.customer, stripe_subscription_id: null });

      // Upgrading again reuses the Stripe customer and gets a fresh session.
      const next = await start(admin, { organizationId: org.id, planType: 'pro' });
      expect(next.statusCode).toBe(200);
      expect(next.json().url).not.toBe(url);
      const nextSession = await stripe.checkout.sessions.retrieve(sessionIdOf(next.json().url));
      expect(nextSession.customer).toBe(session.customer);
    });

    it('Avbryt leaves the plan on Starter', async () => {
      const org = await seedOrganization(app, { admins: [admin] });
      const { url } = (await start(admin, { organizationId: org.id, planType: 'pro' })).json();
      const cancel = await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' });
      expect(cancel.headers.get('location')).toBe(`${APP_ORIGIN}/admindashboard?checkout=cancel`);
      expect(await planOf(org.id)).toBe('Starter');
    });
  });

  // Last: stops the sandbox.
  it('answers 502 without details when Stripe cannot be reached', async () => {
    const org = await seedOrganization(app, { admins: [admin] });
    await sandbox.close();
    const response = await start(admin, { organizationId: org.id, planType: 'pro' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ statusCode: 502, message: serverPayment.checkoutFailed });
  });
});
