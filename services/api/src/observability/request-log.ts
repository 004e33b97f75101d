import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { isUuid } from '../common/uuid.js';
import { runInContext, type RequestContext } from './request-context.js';
import { writeRequestLine } from './request-line.js';

/** A request id we take from nginx (or a client): short, and nothing that could forge a log line. */
const GIVEN_ID = /^[\w.:-]{1,128}$/;

/** Fastify's genReqId: the X-Request-Id as sent when it looks like one, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

const contexts = new WeakMap<FastifyRequest, RequestContext>();

/**
 * One JSON line per request (method, route template, status, duration, request id, organisation id);
 * the request id goes back in the X-Request-Id header. The request's context (request-context.ts) is
 * entered again before the handler: body parsing runs in the socket's async context, not the hook's.
 */
export function logRequests(fastify: FastifyInstance): void {
  // Fastify's logger: a child of logger.ts's pino logger without bindings (the same stream and level).
  const log = fastify.log as Logger;
  fastify.addHook('onRequest', (request, reply, done) => {
    const context: RequestContext = { requestId: request.id };
    contexts.set(request, context);
    void reply.header('x-request-id', request.id);
    runInContext(context, done);
  });
  fastify.addHook('preHandler', (request, _reply, done) => {
    const context = contexts.get(request);
    if (context) runInContext(context, done);
    else done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const context = contexts.get(request);
    const param = (request.params as { organizationId?: unknown } | undefined)?.organizationId;
    const organizationId =
      context?.organizationId ?? (typeof param === 'string' && isUuid(param) ? param : undefined);
    writeRequestLine(log, {
      requestId: request.id,
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      ...(organizationId ? { organizationId } : {}),
      ...(context?.apiKeyId ? { apiKeyId: context.apiKeyId } : {}),
    });
    done();
  });
}
