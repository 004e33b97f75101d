import type { FastifyRequest } from 'fastify';

/** Slack's requests to Ferieplan: the only other form bodies the API reads (beside one-click unsubscribe). */
export const SLACK_FORM_PATH = /^\/api\/Slack\/(interactions|commands)(\?.*)?$/;

/**
 * The form's fields; the exact bytes stay on the request (rawBody) for the signature check, which
 * covers the body as sent, not as parsed.
 */
export function readSlackForm(request: FastifyRequest, body: string): Record<string, string> {
  (request as FastifyRequest & { rawBody?: Buffer }).rawBody = Buffer.from(body, 'utf8');
  return Object.fromEntries(new URLSearchParams(body));
}
