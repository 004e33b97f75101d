import type { FastifyInstance } from 'fastify';
import { httpDuration, httpInFlight, httpRequests } from './metrics.js';

/** Requests counted in flight and not yet finished (a request aborted and then answered counts once). */
const open = new WeakSet<object>();

/**
 * Counts every request by method, route template (Fastify's `/api/Organizations/:id`, never the path as
 * sent) and status class; `unmatched` for paths no route serves. Callback hooks: cheap per request.
 */
export function countHttpRequests(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    open.add(request);
    httpInFlight.inc();
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    if (open.delete(request)) httpInFlight.dec();
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    if (open.delete(request)) httpInFlight.dec();
    done();
  });
}
