import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * CORS for the web apps' origins, as @fastify/cors' own onRequest hook, registered before the API's
 * other hooks (createNestApp): every response after it, errors and 404s included, carries the headers.
 * Not Nest's `app.enableCors()`: its hook also copies the headers onto the Node response, for Nest
 * middleware (the API has none), and a response with headers set there takes Node's slow `writeHead`
 * path, one `setHeader` per header: ~10 µs of every request (tools/bench/api.mjs, CPU profiles).
 */
export function allowWebAppOrigins(fastify: FastifyInstance, origins: string[]): void {
  void fastify.register(fastifyCors, {
    origin: origins,
    credentials: true,
    // The web apps send PUT and DELETE too; without listing them the preflight allows only GET/HEAD/POST.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // The long lists announce their next page and total here (common/pagination.ts).
    exposedHeaders: ['Link', 'X-Total-Count', 'X-Request-Id'],
    maxAge: 600,
  });
}
