import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { planChangeFromEvent, shouldApply, type PlanChange } from './plan-change.js';

const ORG = '5b7d3c9e-2f41-4c8a-9e0b-1a2b3c4d5e6f';

function event(type: string, object: Record<string, unknown>, created = 1_700_000_000): Stripe.Event {
  return { id: `evt_${type}`, object: 'event', type, created, data: { object } } as unknown as Stripe.Event;
}

const change = (target: 'Pro' | 'Starter', createdSeconds: number, subscriptionId = 'sub_A'): PlanChange => ({
  eventId: `evt_${target}_${createdSeconds}`,
  eventType: target === 'Pro' ? 'checkout.session.completed' : 'customer.subscription.deleted',
  eventCreated: new Date(createdSeconds * 1000),
  target,
  organizationId: ORG,
  subscriptionId,
  customerId: 'cus_1',
});

describe('planChangeFromEvent', () => {
  it('upgrades on a paid completed checkout, taking the organisation from client_reference_id', () => {
    const result = planChangeFromEvent(
      event('checkout.session.completed', {
        payment_status: 'paid',
        client_reference_id: ORG,
        subscription: 'sub_A',
        customer: { id: 'cus_1' },
      }),
    );
    expect(result).toMatchObject({
      target: 'Pro',
      organizationId: ORG,
      subscriptionId: 'sub_A',
      customerId: 'cus_1',
    });
    expect(result?.eventCreated.toISOString()).toBe('2023-11-14T22:13:20.000Z');
  });

  it('falls back to the session metadata and handles the async success event', () => {
    const result = planChangeFromEvent(
      event('checkout.session.async_payment_succeeded', {
        payment_status: 'paid',
        metadata: { organizationId: ORG },
      }),
    );
    expect(result).toMatchObject({ target: 'Pro', organizationId: ORG });
  });

  it('ignores an unpaid completion (async payment still pending) and unrelated events', () => {
    expect(
      planChangeFromEvent(
        event('checkout.session.completed', { payment_status: 'unpaid', client_reference_id: ORG }),
      ),
    ).toBeNull();
    expect(planChangeFromEvent(event('invoice.paid', {}))).toBeNull();
  });

  it('downgrades on a deleted subscription, taking the organisation from its metadata', () => {
    const result = planChangeFromEvent(
      event('customer.subscription.deleted', {
        id: 'sub_A',
        customer: 'cus_1',
        metadata: { organizationId: ORG },
      }),
    );
    expect(result).toMatchObject({
      target: 'Starter',
      organizationId: ORG,
      subscriptionId: 'sub_A',
      customerId: 'cus_1',
    });
  });
});

describe('shouldApply', () => {
  const fresh = { subscriptionId: null, lastEventAt: null };

  it('applies the first event of an organisation', () => {
    expect(shouldApply(fresh, change('Pro', 100))).toBe(true);
    expect(shouldApply(fresh, change('Starter', 100))).toBe(true);
  });

  it('skips an upgrade older than (or as old as) the last applied event', () => {
    const afterDeletion = { subscriptionId: null, lastEventAt: new Date(200_000) };
    expect(shouldApply(afterDeletion, change('Pro', 150))).toBe(false);
    expect(shouldApply(afterDeletion, change('Pro', 200))).toBe(false);
    expect(shouldApply(afterDeletion, change('Pro', 201))).toBe(true);
  });

  it('lets a deletion in the same second as the upgrade win', () => {
    expect(
      shouldApply({ subscriptionId: 'sub_A', lastEventAt: new Date(200_000) }, change('Starter', 200)),
    ).toBe(true);
    expect(
      shouldApply({ subscriptionId: 'sub_A', lastEventAt: new Date(200_000) }, change('Starter', 199)),
    ).toBe(false);
  });

  it('ignores the deletion of a subscription that is not the current one', () => {
    expect(
      shouldApply(
        { subscriptionId: 'sub_B', lastEventAt: new Date(100_000) },
        change('Starter', 300, 'sub_A'),
      ),
    ).toBe(false);
  });
});
