// Local Stripe sandbox: answers the part of the Stripe API Ferieplan uses (checkout sessions,
// subscriptions, events), serves a Norwegian checkout page, and delivers signed webhook events.
// Start: `node tools/stripe-sandbox/server.mjs` or `startStripeSandbox({ port, webhookUrl, webhookSecret })`.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { renderCheckoutPage, renderNotFoundPage } from './checkout-page.mjs';
import { parseStripeForm } from './form-body.mjs';
import { createSandboxState, InvalidRequest } from './sandbox-state.mjs';
import { createWebhookSender } from './webhook-sender.mjs';

export const DEFAULT_SANDBOX_PORT = 12111;
export const DEFAULT_WEBHOOK_URL = 'http://127.0.0.1:3000/api/Payment/webhook';
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * @param {{ port?: number, host?: string, webhookUrl?: string, webhookSecret?: string,
 *           publicUrl?: string, log?: (line: string) => void }} [options]
 *   port 0 picks a free port. publicUrl is the origin browsers use for the checkout page
 *   (default http://127.0.0.1:<port>).
 */
export async function startStripeSandbox(options = {}) {
  const host = options.host ?? '127.0.0.1';
  // No default: a secret known from the repository would let anyone forge a payment.
  const webhookSecret = options.webhookSecret;
  if (!webhookSecret) throw new Error('startStripeSandbox: webhookSecret mangler / is required');
  const log = options.log ?? ((line) => console.log(`[stripe-sandbox] ${line}`));
  let webhookUrl = options.webhookUrl;
  let publicUrl = options.publicUrl;

  const state = createSandboxState();
  const sender = createWebhookSender({ getWebhookUrl: () => webhookUrl, webhookSecret, log });
  /** @type {Map<string, { fingerprint: string, status: number, body: unknown }>} */
  const idempotent = new Map();

  async function paySession(id) {
    const session = state.completeSession(id);
    if (!session) return { session: state.getSessionRecord(id).session, delivery: null };
    const event = state.createEvent('checkout.session.completed', session);
    log(`betalt: ${id} -> ${event.type} ${event.id}`);
    return { session, delivery: await sender.deliver(event) };
  }

  async function cancelSubscription(id) {
    const subscription = state.cancelSubscription(id);
    if (!subscription) return { subscription: state.getSubscription(id), delivery: null };
    const event = state.createEvent('customer.subscription.deleted', subscription);
    log(`avsluttet: ${id} -> ${event.type} ${event.id}`);
    return { subscription, delivery: await sender.deliver(event) };
  }

  async function sendEvent(type, object) {
    const event = state.createEvent(type, object);
    return { event, delivery: await sender.deliver(event) };
  }

  async function handleApi(req, res, path, body) {
    if (!/^Bearer sk_test_\S+$/.test(req.headers.authorization ?? '')) {
      return sendStripeError(
        res,
        401,
        'invalid_request_error',
        'Invalid API Key provided (the sandbox accepts sk_test_ keys only).',
      );
    }
    const key = req.headers['idempotency-key'];
    const fingerprint = `${req.method} ${path} ${body}`;
    if (typeof key === 'string' && req.method === 'POST') {
      const seen = idempotent.get(key);
      if (seen && seen.fingerprint !== fingerprint) {
        return sendStripeError(
          res,
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      }
      if (seen) return sendJson(res, seen.status, seen.body, { 'idempotent-replayed': 'true' });
    }
    const [status, result] = await routeApi(req.method, path, body);
    if (typeof key === 'string' && req.method === 'POST' && status < 500)
      idempotent.set(key, { fingerprint, status, body: result });
    return sendJson(res, status, result);
  }

  async function routeApi(method, path, body) {
    let match;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      return [200, state.createSession(parseStripeForm(body), currentPublicUrl())];
    }
    if (method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      return [200, state.getSessionRecord(decodeURIComponent(match[1])).session];
    }
    if (method === 'GET' && (match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      return [200, state.getSubscription(decodeURIComponent(match[1]))];
    }
    if (method === 'DELETE' && (match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      return [200, (await cancelSubscription(decodeURIComponent(match[1]))).subscription];
    }
    if (method === 'GET' && path === '/v1/events') {
      return [200, { object: 'list', url: '/v1/events', has_more: false, data: state.listEvents() }];
    }
    if (method === 'GET' && (match = /^\/v1\/events\/([^/]+)$/.exec(path))) {
      return [200, state.getEvent(decodeURIComponent(match[1]))];
    }
    throw new InvalidRequest(
      `Unrecognized request URL (${method}: ${path}). The sandbox implements only what Ferieplan uses.`,
      undefined,
      404,
    );
  }

  async function handlePage(req, res, path) {
    const match = /^\/checkout\/([^/]+)(?:\/(pay|cancel|cancel-subscription))?$/.exec(path);
    const record = match ? safeSessionRecord(decodeURIComponent(match[1])) : undefined;
    if (!match || !record) return sendHtml(res, 404, renderNotFoundPage());
    const action = match[2];
    const { session } = record;
    if (!action && req.method === 'GET') {
      const subscription = session.subscription ? state.getSubscription(session.subscription) : undefined;
      return sendHtml(res, 200, renderCheckoutPage({ session, lineItems: record.lineItems, subscription }));
    }
    if (req.method !== 'POST' || !action) return sendHtml(res, 405, renderNotFoundPage());
    if (action === 'pay') {
      if (session.status === 'expired') return redirect(res, `/checkout/${session.id}`);
      await paySession(session.id);
      return redirect(res, session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id));
    }
    if (action === 'cancel') {
      return redirect(res, session.cancel_url ?? `/checkout/${session.id}`);
    }
    if (session.subscription) await cancelSubscription(session.subscription);
    return redirect(res, `/checkout/${session.id}`);
  }

  function safeSessionRecord(id) {
    try {
      return state.getSessionRecord(id);
    } catch {
      return undefined;
    }
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
      try {
        const body = await readBody(req);
        if (path === '/healthz') return sendJson(res, 200, { ok: true });
        if (path.startsWith('/v1/')) return await handleApi(req, res, path, body);
        return await handlePage(req, res, path);
      } catch (error) {
        if (error instanceof InvalidRequest) {
          return sendStripeError(res, error.statusCode, 'invalid_request_error', error.message, error.param);
        }
        log(`intern feil: ${error instanceof Error ? error.stack : error}`);
        if (!res.headersSent) sendStripeError(res, 500, 'api_error', 'Sandbox internal error.');
      }
    })();
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_SANDBOX_PORT, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : Number(options.port);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const currentPublicUrl = () => publicUrl ?? url;

  let closing;
  return {
    url,
    port,
    state,
    deliveries: sender.deliveries,
    /** The webhook endpoint may only be known after the API has started. */
    setWebhookUrl(next) {
      webhookUrl = next;
    },
    setPublicUrl(next) {
      publicUrl = next;
    },
    paySession,
    cancelSubscription,
    sendEvent,
    /** Stops retries and the server, dropping keep-alive connections; safe to call twice. */
    close() {
      closing ??= new Promise((resolve) => {
        sender.close();
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new InvalidRequest('Request body too large.', undefined, 413));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res, status, body, headers = {}) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'request-id': 'req_sandbox',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

function sendStripeError(res, status, type, message, param) {
  sendJson(res, status, { error: { type, message, ...(param ? { param } : {}) } });
}

function sendHtml(res, status, html) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

function redirect(res, location) {
  res.writeHead(303, { location });
  res.end();
}

// `node tools/stripe-sandbox/server.mjs`: configured from the environment, stops on Ctrl-C / TERM.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const apiPort = process.env.API_PORT ?? process.env.PORT ?? '3000';
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET || `whsec_${randomBytes(24).toString('base64url')}`;
  const sandbox = await startStripeSandbox({
    port: Number(process.env.STRIPE_SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT),
    host: process.env.STRIPE_SANDBOX_HOST ?? '127.0.0.1',
    webhookUrl: process.env.STRIPE_SANDBOX_WEBHOOK_URL ?? `http://127.0.0.1:${apiPort}/api/Payment/webhook`,
    webhookSecret,
    publicUrl: process.env.STRIPE_SANDBOX_PUBLIC_URL,
  });
  console.log(`[stripe-sandbox] kjører på ${sandbox.url}`);
  if (!process.env.STRIPE_WEBHOOK_SECRET) {
    console.log(
      `[stripe-sandbox] gi API-et STRIPE_WEBHOOK_SECRET=${webhookSecret} / give the API this secret`,
    );
  }
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
