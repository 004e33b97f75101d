import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defaultMessage, hasNorwegianError } from './api-error.filter.js';

/** Fastify's own error body: { statusCode, code?, error: 'Bad Request', message: '<English>' }. */
function isFastifyErrorBody(payload: unknown): boolean {
  if (typeof payload !== 'string') return false;
  try {
    const body = JSON.parse(payload) as { error?: unknown; statusCode?: unknown } | null;
    return typeof body?.error === 'string' && typeof body.statusCode === 'number';
  } catch {
    return false;
  }
}

/**
 * The last line of the one error shape: an error response that did not come through ApiErrorFilter
 * (Fastify's router, @fastify/cors' "Invalid Preflight Request", 414, plain-text errors) gets the
 * Norwegian default message of its status instead of English text that may echo the request.
 * JSON bodies of our own with an error status (the health probes' 503) are left as they are.
 */
export function answerErrorsInNorwegian(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode < 400 || hasNorwegianError(reply)) return done(null, payload);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !isFastifyErrorBody(payload)) return done(null, payload);
    reply.header('content-type', 'application/json; charset=utf-8');
    done(null, JSON.stringify({ statusCode: reply.statusCode, message: defaultMessage(reply.statusCode) }));
  });
}

/**
 * Fastify's `frameworkErrors`: a malformed URL (400) or a path parameter over maxParamLength (414) is
 * answered before any route or hook runs, with English text echoing the path. Ours instead.
 */
export function answerFrameworkError(
  error: { statusCode?: number },
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const statusCode = error.statusCode ?? 400;
  void reply
    .code(statusCode)
    .header('content-type', 'application/json; charset=utf-8')
    .send({ statusCode, message: defaultMessage(statusCode) });
}
