// In-memory Stripe objects of the sandbox: checkout sessions, customers, subscriptions and events.
// Shapes follow the Stripe API (the fields Ferieplan and the SDK read), not every field Stripe has.
import { nowSeconds, stripeId } from './ids.mjs';

const API_VERSION = '2026-10-28.endive';
const MAX_SESSION_LIFETIME_S = 24 * 60 * 60;
const MIN_SESSION_LIFETIME_S = 30 * 60;

export class InvalidRequest extends Error {
  /** @param {string} message @param {string} [param] @param {number} [statusCode] */
  constructor(message, param, statusCode = 400) {
    super(message);
    this.param = param;
    this.statusCode = statusCode;
  }
}

export function createSandboxState() {
  /** @type {Map<string, any>} */ const sessions = new Map();
  /** @type {Map<string, any>} */ const subscriptions = new Map();
  /** @type {Map<string, any>} */ const customers = new Map();
  /** @type {Map<string, any>} */ const events = new Map();

  function createSession(params, checkoutBaseUrl) {
    const mode = params.mode;
    if (!['payment', 'subscription', 'setup'].includes(mode)) {
      throw new InvalidRequest('Missing required param: mode.', 'mode');
    }
    if (typeof params.success_url !== 'string' || params.success_url === '') {
      throw new InvalidRequest('Missing required param: success_url.', 'success_url');
    }
    const lineItems = Array.isArray(params.line_items) ? params.line_items : [];
    if (mode !== 'setup' && lineItems.length === 0) {
      throw new InvalidRequest('Missing required param: line_items.', 'line_items');
    }
    if (
      mode === 'subscription' &&
      lineItems.some((item) => item.price_data && !item.price_data.recurring?.interval)
    ) {
      throw new InvalidRequest('You must specify a recurring price in subscription mode.', 'line_items');
    }
    if (params.customer && !customers.has(params.customer)) {
      throw new InvalidRequest(`No such customer: '${params.customer}'`, 'customer', 404);
    }
    const created = nowSeconds();
    const expiresAt =
      params.expires_at === undefined ? created + MAX_SESSION_LIFETIME_S : Number(params.expires_at);
    // Like Stripe: between 30 minutes and 24 hours from now (a minute of slack for clock skew).
    if (
      !Number.isInteger(expiresAt) ||
      expiresAt < created + MIN_SESSION_LIFETIME_S - 60 ||
      expiresAt > created + MAX_SESSION_LIFETIME_S
    ) {
      throw new InvalidRequest(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'expires_at',
      );
    }
    const amount = lineItems.reduce(
      (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
      0,
    );
    const id = stripeId('cs_test');
    const session = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `${checkoutBaseUrl}/checkout/${id}`,
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      client_reference_id: params.client_reference_id ?? null,
      customer: params.customer ?? null,
      customer_email: params.customer_email ?? null,
      metadata: params.metadata ?? {},
      subscription: null,
      currency: lineItems[0]?.price_data?.currency ?? null,
      amount_subtotal: amount,
      amount_total: amount,
      created,
      expires_at: expiresAt,
      livemode: false,
    };
    // Kept beside the public object: Stripe returns neither of these on the session itself.
    sessions.set(id, { session, lineItems, subscriptionData: params.subscription_data ?? {} });
    return session;
  }

  function getSessionRecord(id) {
    const record = sessions.get(id);
    if (!record) throw new InvalidRequest(`No such checkout.session: '${id}'`, 'id', 404);
    // An open session past its expires_at can no longer be paid.
    if (record.session.status === 'open' && nowSeconds() > record.session.expires_at)
      record.session.status = 'expired';
    return record;
  }

  /** Marks the session paid, creating its customer and subscription; null if it was already complete. */
  function completeSession(id) {
    const record = getSessionRecord(id);
    const { session } = record;
    if (session.status !== 'open') return null;
    const created = nowSeconds();
    const customerId = session.customer ?? stripeId('cus');
    if (!customers.has(customerId)) {
      customers.set(customerId, {
        id: customerId,
        object: 'customer',
        email: session.customer_email,
        created,
        livemode: false,
      });
    }
    session.customer = customerId;
    session.status = 'complete';
    session.payment_status = 'paid';
    if (session.mode === 'subscription') {
      const subscription = {
        id: stripeId('sub'),
        object: 'subscription',
        status: 'active',
        customer: customerId,
        metadata: record.subscriptionData.metadata ?? {},
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        created,
        start_date: created,
        currency: session.currency,
        livemode: false,
      };
      subscriptions.set(subscription.id, subscription);
      session.subscription = subscription.id;
    }
    return session;
  }

  function getSubscription(id) {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new InvalidRequest(`No such subscription: '${id}'`, 'id', 404);
    return subscription;
  }

  /** Cancels now; null if it was already canceled. */
  function cancelSubscription(id) {
    const subscription = getSubscription(id);
    if (subscription.status === 'canceled') return null;
    subscription.status = 'canceled';
    subscription.canceled_at = nowSeconds();
    subscription.ended_at = subscription.canceled_at;
    return subscription;
  }

  function createEvent(type, object) {
    const event = {
      id: stripeId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      type,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    events.set(event.id, event);
    return event;
  }

  function getEvent(id) {
    const event = events.get(id);
    if (!event) throw new InvalidRequest(`No such event: '${id}'`, 'id', 404);
    return event;
  }

  return {
    createSession,
    getSessionRecord,
    completeSession,
    getSubscription,
    cancelSubscription,
    createEvent,
    getEvent,
    listEvents: () => [...events.values()].reverse(),
  };
}
