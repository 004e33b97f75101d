import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { PushConfig } from '../config/push-config.js';
import { checkedLookup } from '../webhooks/webhook-address.js';
import { urlProblem, type UrlPolicy } from '../webhooks/webhook-url.js';

/** A device as its browser's PushSubscription describes it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * delivered: the push service took it (2xx). gone: 404/410, the subscription no longer exists (removed).
 * refused: another 4xx (the message or our keys are wrong: sending again would not help). retry: 429,
 * 5xx, no answer or the connection failed (pg-boss tries again later).
 */
export type PushOutcome = 'delivered' | 'gone' | 'refused' | 'retry';

export function outcomeOf(statusCode: number | null): PushOutcome {
  if (statusCode === null || statusCode === 429 || statusCode >= 500) return 'retry';
  if (statusCode >= 200 && statusCode < 300) return 'delivered';
  if (statusCode === 404 || statusCode === 410) return 'gone';
  return 'refused';
}

/**
 * Encrypts `payload` for the device (RFC 8291, aes128gcm) and signs the request with the VAPID keys
 * (RFC 8292) through web-push's generateRequestDetails, then posts it with Node's own client: web-push
 * would send only over https and without the SSRF guard the webhooks use (an endpoint is the browser's
 * word, so it is checked like a webhook URL: https, and no internal address unless allowed).
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  config: PushConfig,
  policy: UrlPolicy,
): Promise<{ outcome: PushOutcome; statusCode: number | null }> {
  if (urlProblem(target.endpoint, policy)) return { outcome: 'gone', statusCode: null };
  // Loaded on the first push, not at start (its crypto libraries, bn.js and asn1.js, are large: issue 28).
  const { default: webPush } = await import('web-push');
  const details = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
      TTL: 24 * 60 * 60,
      contentEncoding: 'aes128gcm',
    },
  );
  const url = new URL(details.endpoint);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const body = details.body as Buffer;
  const statusCode = await new Promise<number | null>((resolve) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        lookup: checkedLookup(policy),
        agent: false,
        timeout: config.timeoutMs,
        headers: { ...(details.headers as Record<string, string>), 'content-length': body.length },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? null);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => resolve(null));
    outgoing.end(body);
  });
  return { outcome: outcomeOf(statusCode), statusCode };
}
