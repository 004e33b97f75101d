// Types of server.mjs for TypeScript callers (the API's integration tests, the dev orchestrator).

export declare const DEFAULT_SANDBOX_PORT: number;
export declare const DEFAULT_WEBHOOK_URL: string;

export interface StripeSandboxOptions {
  /** 0 picks a free port; default 12111. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where signed events are POSTed, e.g. http://127.0.0.1:3000/api/Payment/webhook. */
  webhookUrl?: string;
  /** Default 'whsec_ferieplan_sandbox' (the API's default STRIPE_WEBHOOK_SECRET). */
  webhookSecret?: string;
  /** Origin of the checkout page as browsers see it; default http://<host>:<port>. */
  publicUrl?: string;
  log?: (line: string) => void;
}

export interface WebhookDelivery {
  ok: boolean;
  status: number | null;
}

/** The Stripe fields the sandbox fills in (a subset of Stripe's objects). */
export interface SandboxCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string;
  success_url: string;
  cancel_url: string | null;
  client_reference_id: string | null;
  customer: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  currency: string | null;
  amount_total: number;
  created: number;
  expires_at: number;
}

export interface SandboxSubscription {
  id: string;
  object: 'subscription';
  status: 'active' | 'canceled';
  customer: string;
  metadata: Record<string, string>;
  created: number;
  canceled_at: number | null;
}

export interface SandboxEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: unknown };
}

export interface StripeSandbox {
  url: string;
  port: number;
  deliveries: { eventId: string; type: string; attempt: number; status: number | null; ok: boolean }[];
  setWebhookUrl(url: string): void;
  setPublicUrl(url: string): void;
  /** What the 'Betal' button does: completes the session and delivers checkout.session.completed. */
  paySession(
    sessionId: string,
  ): Promise<{ session: SandboxCheckoutSession; delivery: WebhookDelivery | null }>;
  /** Cancels the subscription now and delivers customer.subscription.deleted. */
  cancelSubscription(
    subscriptionId: string,
  ): Promise<{ subscription: SandboxSubscription; delivery: WebhookDelivery | null }>;
  /** Delivers an arbitrary signed event. */
  sendEvent(type: string, object: unknown): Promise<{ event: SandboxEvent; delivery: WebhookDelivery }>;
  close(): Promise<void>;
}

export declare function startStripeSandbox(options?: StripeSandboxOptions): Promise<StripeSandbox>;
