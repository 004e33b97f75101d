// Delivers events to the configured webhook endpoint, signed exactly like Stripe does
// (`Stripe-Signature: t=...,v1=...`), and retries failed deliveries a few times in the background.
import Stripe from 'stripe';

const RETRY_DELAYS_MS = [1000, 5000, 15000];
const DELIVERY_TIMEOUT_MS = 10000;

/**
 * @param {{ getWebhookUrl: () => string | undefined, webhookSecret: string, log: (line: string) => void }} options
 */
export function createWebhookSender({ getWebhookUrl, webhookSecret, log }) {
  /** @type {Set<NodeJS.Timeout>} */
  const retryTimers = new Set();
  /** @type {{ eventId: string, type: string, attempt: number, status: number | null, ok: boolean }[]} */
  const deliveries = [];
  let closed = false;

  async function attempt(event, attemptNo) {
    const url = getWebhookUrl();
    if (!url) {
      log(`webhook: ingen webhook-URL satt, ${event.type} (${event.id}) ble ikke sendt`);
      deliveries.push({ eventId: event.id, type: event.type, attempt: attemptNo, status: null, ok: false });
      return { ok: false, status: null };
    }
    // Stripe sends pretty-printed JSON and signs the exact bytes it sends.
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    let status = null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      log(`webhook: ${event.type} (${event.id}) feilet: ${error instanceof Error ? error.message : error}`);
    }
    const ok = status !== null && status >= 200 && status < 300;
    deliveries.push({ eventId: event.id, type: event.type, attempt: attemptNo, status, ok });
    if (!ok) scheduleRetry(event, attemptNo);
    return { ok, status };
  }

  function scheduleRetry(event, attemptNo) {
    const delay = RETRY_DELAYS_MS[attemptNo - 1];
    if (closed || delay === undefined) return;
    const timer = setTimeout(() => {
      retryTimers.delete(timer);
      void attempt(event, attemptNo + 1);
    }, delay);
    timer.unref();
    retryTimers.add(timer);
  }

  return {
    deliveries,
    /** First attempt is awaited (so the checkout redirect follows the webhook); retries are not. */
    deliver: (event) => attempt(event, 1),
    close() {
      closed = true;
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
    },
  };
}
