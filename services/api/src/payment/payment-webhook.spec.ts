import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { serverPayment } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, dataSourceOf } from '../test/harness.js';
import { seedOrganization } from '../test/factories.js';
import { planChangeFromEvent, type PlanChange } from './plan-change.js';
import { PlanChangeService } from './plan-change.service.js';
import {
  completedEvent,
  postWebhook,
  subscriptionDeletedEvent,
  TEST_WEBHOOK_SECRET,
} from '../test/stripe-events.js';

describe('POST /api/Payment/webhook', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    process.env.STRIPE_WEBHOOK_SECRET = TEST_WEBHOOK_SECRET;
    app = await createApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const newOrganization = async () => (await seedOrganization(app, {})).id;
  const planOf = async (organizationId: string): Promise<string> =>
    (await dataSourceOf(app).query('SELECT plan FROM organization WHERE id = $1', [organizationId]))[0].plan;
  const processedCount = async (eventId: string): Promise<number> =>
    Number(
      (
        await dataSourceOf(app).query('SELECT count(*)::int AS n FROM processed_stripe_event WHERE id = $1', [
          eventId,
        ])
      )[0].n,
    );

  describe('signature', () => {
    it('rejects a missing signature with 400 and changes nothing', async () => {
      const org = await newOrganization();
      const event = completedEvent(org);
      const response = await postWebhook(app, event, { signature: null });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, message: serverPayment.signatureMissing });
      expect(await planOf(org)).toBe('Starter');
      expect(await processedCount(event.id)).toBe(0);
    });

    it('rejects a signature made with another secret (forged) with 400 and changes nothing', async () => {
      const org = await newOrganization();
      const event = completedEvent(org);
      const response = await postWebhook(app, event, { secret: 'whsec_attacker' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, message: serverPayment.signatureInvalid });
      expect(await planOf(org)).toBe('Starter');
      expect(await processedCount(event.id)).toBe(0);
    });

    it('rejects a body changed after signing and a garbage header with 400', async () => {
      const org = await newOrganization();
      const victim = await newOrganization();
      const event = completedEvent(org);
      const tampered = await postWebhook(app, event, {
        tamper: (payload) => payload.replaceAll(org, victim),
      });
      expect(tampered.statusCode).toBe(400);
      const garbage = await postWebhook(app, event, { signature: 't=1,v1=deadbeef' });
      expect(garbage.statusCode).toBe(400);
      expect(await planOf(org)).toBe('Starter');
      expect(await planOf(victim)).toBe('Starter');
    });

    it('rejects a correctly signed delivery older than 5 minutes with 400', async () => {
      const org = await newOrganization();
      const event = completedEvent(org);
      const response = await postWebhook(app, event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(serverPayment.signatureInvalid);
      expect(await planOf(org)).toBe('Starter');
      expect(await processedCount(event.id)).toBe(0);
    });

    it('accepts a correctly signed completion and upgrades to Pro', async () => {
      const org = await newOrganization();
      const event = completedEvent(org, { subscription: 'sub_accept' });
      const response = await postWebhook(app, event);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true, outcome: 'applied' });
      const [row] = await dataSourceOf(app).query(
        'SELECT plan, stripe_subscription_id, stripe_customer_id FROM organization WHERE id = $1',
        [org],
      );
      expect(row).toEqual({
        plan: 'Pro',
        stripe_subscription_id: 'sub_accept',
        stripe_customer_id: 'cus_test_1',
      });
    });
  });

  describe('once only', () => {
    it('applies the same event delivered 10 times in a row once', async () => {
      const org = await newOrganization();
      const event = completedEvent(org);
      const outcomes: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        const response = await postWebhook(app, event);
        expect(response.statusCode).toBe(200);
        outcomes.push(response.json().outcome);
      }
      expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
      expect(await planOf(org)).toBe('Pro');
      expect(await processedCount(event.id)).toBe(1);
    });

    it('applies the same event delivered 10 times in parallel once', async () => {
      const org = await newOrganization();
      const event = completedEvent(org);
      const responses = await Promise.all(Array.from({ length: 10 }, () => postWebhook(app, event)));
      expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      const outcomes = responses.map((r) => r.json().outcome);
      expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
      expect(await planOf(org)).toBe('Pro');
      expect(await processedCount(event.id)).toBe(1);
    });

    // Concurrent transactions on the service itself, as from several API replicas.
    it('applies one event once when 10 transactions race (unique key + row lock)', async () => {
      const org = await newOrganization();
      const change = planChangeFromEvent(completedEvent(org) as never) as PlanChange;
      const service = app.get(PlanChangeService);
      const outcomes = await Promise.all(Array.from({ length: 10 }, () => service.apply(change)));
      expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
      expect(await planOf(org)).toBe('Pro');
      expect(await processedCount(change.eventId)).toBe(1);
    });

    it('does not re-apply an old upgrade replayed after a downgrade', async () => {
      const org = await newOrganization();
      const now = Math.floor(Date.now() / 1000);
      const upgrade = completedEvent(org, { created: now - 60 });
      await postWebhook(app, upgrade);
      await postWebhook(app, subscriptionDeletedEvent(org, { created: now }));
      expect(await planOf(org)).toBe('Starter');
      const replay = await postWebhook(app, upgrade);
      expect(replay.json().outcome).toBe('duplicate');
      expect(await planOf(org)).toBe('Starter');
    });
  });

  describe('ordering', () => {
    it('ends on Starter when the deletion arrives before its completion', async () => {
      const org = await newOrganization();
      const now = Math.floor(Date.now() / 1000);
      const completion = completedEvent(org, { created: now - 30, subscription: 'sub_early' });
      const deletion = subscriptionDeletedEvent(org, { created: now, subscription: 'sub_early' });
      expect((await postWebhook(app, deletion)).json().outcome).toBe('applied');
      expect((await postWebhook(app, completion)).json().outcome).toBe('stale');
      expect(await planOf(org)).toBe('Starter');
    });

    it('ends on Starter when completion and deletion carry the same second, in either order', async () => {
      const now = Math.floor(Date.now() / 1000);
      for (const deletionFirst of [true, false]) {
        const org = await newOrganization();
        const completion = completedEvent(org, { created: now, subscription: 'sub_tie' });
        const deletion = subscriptionDeletedEvent(org, { created: now, subscription: 'sub_tie' });
        for (const event of deletionFirst ? [deletion, completion] : [completion, deletion]) {
          expect((await postWebhook(app, event)).statusCode).toBe(200);
        }
        expect(await planOf(org)).toBe('Starter');
      }
    });

    it('upgrades again with a new subscription after a cancellation', async () => {
      const org = await newOrganization();
      const now = Math.floor(Date.now() / 1000);
      await postWebhook(app, completedEvent(org, { created: now - 120, subscription: 'sub_first' }));
      await postWebhook(app, subscriptionDeletedEvent(org, { created: now - 60, subscription: 'sub_first' }));
      await postWebhook(app, completedEvent(org, { created: now, subscription: 'sub_second' }));
      expect(await planOf(org)).toBe('Pro');
    });

    it('ignores the deletion of a subscription the organisation no longer uses', async () => {
      const org = await newOrganization();
      const now = Math.floor(Date.now() / 1000);
      await postWebhook(app, completedEvent(org, { created: now - 10, subscription: 'sub_current' }));
      const response = await postWebhook(
        app,
        subscriptionDeletedEvent(org, { created: now, subscription: 'sub_other' }),
      );
      expect(response.json().outcome).toBe('stale');
      expect(await planOf(org)).toBe('Pro');
    });

    it('finds the organisation by subscription when the deletion carries no metadata', async () => {
      const org = await newOrganization();
      const now = Math.floor(Date.now() / 1000);
      await postWebhook(app, completedEvent(org, { created: now - 10, subscription: 'sub_nometa' }));
      const deletion = subscriptionDeletedEvent(org, { created: now, subscription: 'sub_nometa' });
      deletion.data.object.metadata = {} as { organizationId: string };
      expect((await postWebhook(app, deletion)).json().outcome).toBe('applied');
      expect(await planOf(org)).toBe('Starter');
    });
  });

  describe('other events', () => {
    it('acknowledges unhandled event types without storing them', async () => {
      const event = {
        id: 'evt_unhandled_1',
        object: 'event',
        type: 'invoice.paid',
        created: 1,
        data: { object: {} },
      };
      const response = await postWebhook(app, event);
      expect(response.statusCode).toBe(200);
      expect(response.json().outcome).toBe('ignored');
      expect(await processedCount(event.id)).toBe(0);
    });

    it('waits for async_payment_succeeded when the completion is unpaid', async () => {
      const org = await newOrganization();
      const now = Math.floor(Date.now() / 1000);
      await postWebhook(app, completedEvent(org, { created: now - 5, paymentStatus: 'unpaid' }));
      expect(await planOf(org)).toBe('Starter');
      await postWebhook(
        app,
        completedEvent(org, { created: now, type: 'checkout.session.async_payment_succeeded' }),
      );
      expect(await planOf(org)).toBe('Pro');
    });

    it('answers 200 for an organisation that does not exist (Stripe must not retry forever)', async () => {
      const event = completedEvent('00000000-0000-4000-8000-000000000000');
      const response = await postWebhook(app, event);
      expect(response.statusCode).toBe(200);
      expect(response.json().outcome).toBe('unknown-organization');
    });
  });
});

describe('POST /api/Payment/webhook without STRIPE_WEBHOOK_SECRET', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    delete process.env.STRIPE_WEBHOOK_SECRET;
    app = await createApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const planOf = async (organizationId: string): Promise<string> =>
    (await dataSourceOf(app).query('SELECT plan FROM organization WHERE id = $1', [organizationId]))[0].plan;

  // The repository once carried a default sandbox secret; anyone could sign with it.
  const FORMER_DEFAULT_SECRET = 'whsec_ferieplan_sandbox';

  it('refuses a forged upgrade signed with the former default secret: no free Pro', async () => {
    const org = (await seedOrganization(app, {})).id;
    const response = await postWebhook(app, completedEvent(org), { secret: FORMER_DEFAULT_SECRET });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, message: serverPayment.signatureInvalid });
    expect(await planOf(org)).toBe('Starter');
  });

  it('refuses a forged cancellation: a paying organisation stays on Pro', async () => {
    const org = (await seedOrganization(app, { plan: 'Pro' })).id;
    const response = await postWebhook(app, subscriptionDeletedEvent(org), { secret: FORMER_DEFAULT_SECRET });
    expect(response.statusCode).toBe(400);
    expect(await planOf(org)).toBe('Pro');
  });
});
