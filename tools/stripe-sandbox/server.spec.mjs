// Run: node --test tools/stripe-sandbox/server.spec.mjs
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import Stripe from 'stripe';
import { parseStripeForm } from './form-body.mjs';
import { startStripeSandbox } from './server.mjs';

const SECRET = 'whsec_sandbox_spec';

/** A webhook endpoint that verifies signatures the way the API does. */
async function startReceiver(statusCode = 200) {
  const received = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      try {
        received.push(
          Stripe.webhooks.constructEvent(raw, req.headers['stripe-signature'] ?? '', SECRET, 300),
        );
        res.writeHead(statusCode).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => new Promise((r) => server.close(r)) };
}

const proSession = (orgId) => ({
  mode: 'subscription',
  client_reference_id: orgId,
  metadata: { organizationId: orgId },
  subscription_data: { metadata: { organizationId: orgId } },
  line_items: [
    {
      quantity: 1,
      price_data: {
        currency: 'nok',
        unit_amount: 49900,
        recurring: { interval: 'month' },
        product_data: { name: 'Ferieplan Pro' },
      },
    },
  ],
  success_url: 'http://app.test/admindashboard?checkout=success',
  cancel_url: 'http://app.test/admindashboard?checkout=cancel',
});

describe('parseStripeForm', () => {
  test('decodes nested keys and arrays the way Stripe does', () => {
    const parsed = parseStripeForm(
      'mode=subscription&metadata[organizationId]=o1&line_items[0][quantity]=1&line_items[0][price_data][recurring][interval]=month',
    );
    assert.deepEqual(parsed, {
      mode: 'subscription',
      metadata: { organizationId: 'o1' },
      line_items: [{ quantity: '1', price_data: { recurring: { interval: 'month' } } }],
    });
  });
});

describe('stripe sandbox', () => {
  let sandbox;
  let receiver;
  let stripe;

  before(async () => {
    receiver = await startReceiver();
    sandbox = await startStripeSandbox({
      port: 0,
      webhookUrl: receiver.url,
      webhookSecret: SECRET,
      log: () => {},
    });
    stripe = new Stripe('sk_test_sandbox', {
      host: '127.0.0.1',
      port: sandbox.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  after(async () => {
    await sandbox.close();
    await receiver.close();
  });

  test('the official SDK creates and retrieves a checkout session', async () => {
    const session = await stripe.checkout.sessions.create(proSession('org-1'));
    assert.match(session.id, /^cs_test_\w+$/);
    assert.equal(session.url, `${sandbox.url}/checkout/${session.id}`);
    assert.equal(session.client_reference_id, 'org-1');
    assert.deepEqual(session.metadata, { organizationId: 'org-1' });
    assert.equal(session.mode, 'subscription');
    assert.equal(session.status, 'open');
    assert.equal(session.amount_total, 49900);
    const again = await stripe.checkout.sessions.retrieve(session.id);
    assert.equal(again.id, session.id);
  });

  test('rejects a missing API key and a session without line items', async () => {
    const noKey = await fetch(`${sandbox.url}/v1/checkout/sessions`, { method: 'POST' });
    assert.equal(noKey.status, 401);
    await assert.rejects(
      stripe.checkout.sessions.create({ mode: 'subscription', success_url: 'http://x' }),
      (error) => error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'line_items',
    );
  });

  test('an idempotency key replays the same session and refuses other parameters', async () => {
    const first = await stripe.checkout.sessions.create(proSession('org-2'), { idempotencyKey: 'k-org-2' });
    const second = await stripe.checkout.sessions.create(proSession('org-2'), { idempotencyKey: 'k-org-2' });
    assert.equal(second.id, first.id);
    await assert.rejects(
      stripe.checkout.sessions.create(proSession('org-3'), { idempotencyKey: 'k-org-2' }),
      (error) => error instanceof Stripe.errors.StripeIdempotencyError,
    );
  });

  test('the checkout page is Norwegian with Betal and Avbryt buttons', async () => {
    const session = await stripe.checkout.sessions.create(proSession('org-4'));
    const response = await fetch(session.url);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, /<html lang="nb">/);
    assert.match(html, /Ferieplan Pro – 499 kr\/mnd/);
    assert.match(html, /<button type="submit" class="primary">Betal<\/button>/);
    assert.match(html, /<button type="submit" class="secondary">Avbryt<\/button>/);
    assert.equal((await fetch(`${sandbox.url}/checkout/cs_test_unknown`)).status, 404);
  });

  test('Betal sends one signed checkout.session.completed and redirects to success_url', async () => {
    const session = await stripe.checkout.sessions.create(proSession('org-5'));
    const before = receiver.received.length;
    const pay = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    assert.equal(pay.status, 303);
    assert.equal(pay.headers.get('location'), 'http://app.test/admindashboard?checkout=success');
    const events = receiver.received.slice(before);
    assert.equal(events.length, 1);
    const [event] = events;
    assert.equal(event.type, 'checkout.session.completed');
    assert.equal(event.data.object.id, session.id);
    assert.equal(event.data.object.client_reference_id, 'org-5');
    assert.equal(event.data.object.payment_status, 'paid');
    assert.match(event.data.object.subscription, /^sub_/);
    const subscription = await stripe.subscriptions.retrieve(event.data.object.subscription);
    assert.equal(subscription.status, 'active');
    assert.deepEqual(subscription.metadata, { organizationId: 'org-5' });

    // Paying twice (double click, back button) sends nothing more.
    const payAgain = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    assert.equal(payAgain.status, 303);
    assert.equal(receiver.received.length, before + 1);
    assert.equal((await stripe.checkout.sessions.retrieve(session.id)).status, 'complete');
  });

  test('Avbryt redirects to cancel_url without an event', async () => {
    const session = await stripe.checkout.sessions.create(proSession('org-6'));
    const before = receiver.received.length;
    const cancel = await fetch(`${session.url}/cancel`, { method: 'POST', redirect: 'manual' });
    assert.equal(cancel.status, 303);
    assert.equal(cancel.headers.get('location'), 'http://app.test/admindashboard?checkout=cancel');
    assert.equal(receiver.received.length, before);
  });

  test('cancelling a subscription emits customer.subscription.deleted once', async () => {
    const session = await stripe.checkout.sessions.create(proSession('org-7'));
    const { session: paid } = await sandbox.paySession(session.id);
    const before = receiver.received.length;
    const canceled = await stripe.subscriptions.cancel(paid.subscription);
    assert.equal(canceled.status, 'canceled');
    await stripe.subscriptions.cancel(paid.subscription);
    const events = receiver.received.slice(before);
    assert.deepEqual(
      events.map((e) => e.type),
      ['customer.subscription.deleted'],
    );
    assert.equal(events[0].data.object.id, paid.subscription);
    assert.deepEqual(events[0].data.object.metadata, { organizationId: 'org-7' });
  });

  test('expires_at must be 30 min to 24 h ahead; an expired session cannot be paid', async () => {
    const now = Math.floor(Date.now() / 1000);
    await assert.rejects(
      stripe.checkout.sessions.create({ ...proSession('org-8'), expires_at: now + 60 }),
      (error) => error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'expires_at',
    );
    const session = await stripe.checkout.sessions.create({
      ...proSession('org-8'),
      expires_at: now + 31 * 60,
    });
    assert.equal(session.expires_at, now + 31 * 60);
    sandbox.state.getSessionRecord(session.id).session.expires_at = now - 1;
    const before = receiver.received.length;
    const pay = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    assert.equal(pay.headers.get('location'), `/checkout/${session.id}`);
    assert.match(await (await fetch(session.url)).text(), /Betalingsøkten er utløpt/);
    assert.equal(receiver.received.length, before);
    assert.equal((await stripe.checkout.sessions.retrieve(session.id)).status, 'expired');
  });

  test('a failing webhook endpoint is recorded as a failed delivery', async () => {
    const failing = await startReceiver(500);
    sandbox.setWebhookUrl(failing.url);
    try {
      const { delivery } = await sandbox.sendEvent('ping', { id: 'x' });
      assert.deepEqual(delivery, { ok: false, status: 500 });
    } finally {
      sandbox.setWebhookUrl(receiver.url);
      await failing.close();
    }
  });
});

test('close() frees the port for a new sandbox', async () => {
  const first = await startStripeSandbox({ port: 0, webhookSecret: SECRET, log: () => {} });
  // An open keep-alive connection must not keep close() waiting.
  await fetch(`${first.url}/healthz`);
  await first.close();
  const second = await startStripeSandbox({ port: first.port, webhookSecret: SECRET, log: () => {} });
  assert.equal(second.port, first.port);
  await second.close();
});

test('refuses to start without a webhook secret (no constant secret that could forge payments)', async () => {
  await assert.rejects(startStripeSandbox({ port: 0, log: () => {} }), /webhookSecret/);
});
