// Types of server.mjs for TypeScript callers (the API's integration tests, the dev orchestrator).

export declare const DEFAULT_SANDBOX_PORT: number;
export declare const DEFAULT_WEBHOOK_SECRET: string;
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

export interface StripeSandbox {
  url: string;
  port: number;
  deliveries: { eventId: string; type: string; attempt: number; status: number | null; ok: boolean }[];
  setWebhookUrl(url: string): void;
  setPublicUrl(url: string): void;
  /** What the 'Betal' button does: completes the session and delivers checkout.session.completed. */
  paySession(sessionId: string): Promise<{ session: any; delivery: WebhookDelivery | null }>;
  /** Cancels the subscription now and delivers customer.subscription.deleted. */
  cancelSubscription(subscriptionId: string): Promise<{ subscription: any; delivery: WebhookDelivery | null }>;
  /** Delivers an arbitrary signed event. */
  sendEvent(type: string, object: unknown): Promise<{ event: any; delivery: WebhookDelivery }>;
  close(): Promise<void>;
}

export declare function startStripeSandbox(options?: StripeSandboxOptions): Promise<StripeSandbox>;
