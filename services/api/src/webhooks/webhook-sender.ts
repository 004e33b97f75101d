import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { serverWebhooks } from '@ferieplan/texts';
import { ADDRESS_REFUSED } from './webhook-address.js';

/** How much of an answer is kept, for the admin to see what the receiver said. */
const EXCERPT_CHARS = 200;

export interface AttemptOutcome {
  /** 2xx: delivered. A redirect is not followed and counts as a failure. */
  delivered: boolean;
  statusCode: number | null;
  /** The start of the answer's body (never more). */
  excerpt: string | null;
  /** Why it failed (Norwegian, for the deliveries list), or null. */
  error: string | null;
}

interface SendOptions {
  timeoutMs: number;
  lookup: LookupFunction;
  headers: Record<string, string>;
}

/**
 * One POST of a signed body. Node's http client follows no redirects; the whole attempt (connect,
 * send, answer) is bounded by `timeoutMs`; only the first EXCERPT_CHARS of the answer are read.
 */
export function postWebhook(url: string, body: string, options: SendOptions): Promise<AttemptOutcome> {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outgoing.destroy();
      resolve(outcome);
    };
    const failed = (error: string): AttemptOutcome => ({
      delivered: false,
      statusCode: null,
      excerpt: null,
      error,
    });
    const outgoing = request(
      target,
      {
        method: 'POST',
        lookup: options.lookup,
        agent: false,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Ferieplan-Webhooks/1.0',
          ...options.headers,
        },
      },
      (response) => {
        const statusCode = response.statusCode ?? null;
        let excerpt = '';
        const done = () => {
          const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
          finish({
            delivered,
            statusCode,
            excerpt: excerpt.slice(0, EXCERPT_CHARS) || null,
            error: delivered || statusCode === null ? null : serverWebhooks.attemptStatus(statusCode),
          });
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          excerpt += chunk;
          if (excerpt.length >= EXCERPT_CHARS) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(
      () => finish(failed(serverWebhooks.attemptTimeout(Math.round(options.timeoutMs / 1000)))),
      options.timeoutMs,
    );
    outgoing.on('error', (error: Error & { code?: string }) =>
      finish(
        failed(
          error.code === ADDRESS_REFUSED
            ? serverWebhooks.attemptRefusedAddress
            : serverWebhooks.attemptUnreachable(error.code ?? error.message),
        ),
      ),
    );
    outgoing.end(body);
  });
}
