import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Helmet's options: its defaults, and a CSP that lets the Swagger UI (/api/docs) run. */
export const HELMET_OPTIONS: FastifyHelmetOptions = {
  // Swagger UI needs inline scripts/styles; the API itself serves only JSON.
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'unsafe-inline'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
    },
  },
};

/** What every response carries besides its own headers: not helmet's to set. */
const RESPONSE_OWN = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet sets with `options`, asked of it once on a throwaway Fastify instance.
 * With options fixed at start (no per-route options, no CSP nonces) they are the same on every response.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  try {
    await probe.register(helmet, options);
    probe.get('/', (_request, reply) => reply.send(''));
    const response = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(
      Object.entries(response.headers)
        .filter(([name]) => !RESPONSE_OWN.has(name))
        .map(([name, value]) => [name, String(value)]),
    );
  } finally {
    await probe.close();
  }
}

/**
 * Helmet's security headers on every response (the 404 of an unknown route included), as
 * `app.register(helmet, HELMET_OPTIONS)` sets them. @fastify/helmet builds every helmet middleware anew on
 * each request (two onRequest hooks, the CSP string parsed again): about 2% of the API's CPU on the
 * admin's default view (tools/bench/api.mjs). Here they are found once and copied onto each reply.
 */
export async function setSecurityHeaders(fastify: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders(HELMET_OPTIONS);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
