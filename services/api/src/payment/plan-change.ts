import type Stripe from 'stripe';
import { Plan } from '@ferieplan/contracts';

/** What a Stripe event asks of an organisation's plan. */
export interface PlanChange {
  eventId: string;
  eventType: string;
  /** When Stripe created the event (seconds resolution): the order of plan changes. */
  eventCreated: Date;
  target: Plan;
  /** From the session's client_reference_id / metadata or the subscription's metadata; may be absent. */
  organizationId: string | null;
  subscriptionId: string | null;
  customerId: string | null;
}

/** The organisation's billing state as stored by the last applied event. */
export interface BillingState {
  subscriptionId: string | null;
  lastEventAt: Date | null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const UPGRADE_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** Events that change the plan; everything else is acknowledged and ignored (null). */
export function planChangeFromEvent(event: Stripe.Event): PlanChange | null {
  const base = { eventId: event.id, eventType: event.type, eventCreated: new Date(event.created * 1000) };
  if (UPGRADE_EVENTS.has(event.type)) {
    const session = event.data.object as Stripe.Checkout.Session;
    // Async payment methods complete the session unpaid; their success arrives as a separate event.
    if (session.payment_status !== 'paid') return null;
    return {
      ...base,
      target: Plan.Pro,
      organizationId: session.client_reference_id ?? session.metadata?.organizationId ?? null,
      subscriptionId: idOf(session.subscription),
      customerId: idOf(session.customer),
    };
  }
  if (event.type === 'customer.subscription.deleted') {
    const subscription = event.data.object as Stripe.Subscription;
    return {
      ...base,
      target: Plan.Starter,
      organizationId: subscription.metadata?.organizationId ?? null,
      subscriptionId: subscription.id,
      customerId: idOf(subscription.customer),
    };
  }
  return null;
}

/**
 * Out-of-order safety: an event older than the last applied one changes nothing. Stripe's `created`
 * has one-second resolution, so on a tie a deletion wins (a subscription ends after it starts).
 * A deletion of another subscription than the organisation's current one changes nothing either.
 */
export function shouldApply(state: BillingState, change: PlanChange): boolean {
  const last = state.lastEventAt?.getTime() ?? null;
  const created = change.eventCreated.getTime();
  if (change.target === Plan.Pro) return last === null || created > last;
  if (state.subscriptionId && change.subscriptionId && state.subscriptionId !== change.subscriptionId)
    return false;
  return last === null || created >= last;
}
