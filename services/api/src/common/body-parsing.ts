import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { serverCore, serverSafety } from '@ferieplan/texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidInput } from './domain-error.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

/** Largest body of an ordinary JSON route: the biggest real one (a 500-character description) is < 2 KB. */
export const JSON_BODY_LIMIT = 32 * 1024;
/** Stripe's events are larger (a whole checkout session or subscription); Stripe caps them far below this. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** 'Importer ansatte': a 1 MB file in base64 (4/3) with room to spare; the service states the 1 MB limit. */
const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

/** The body limit of a route, set when the route is registered (Fastify checks Content-Length first). */
function bodyLimitFor(url: string): number {
  if (/^\/api\/EmployeeImport\//i.test(url)) return IMPORT_BODY_LIMIT;
  return /\/Payment\/webhook$/i.test(url) ? WEBHOOK_BODY_LIMIT : JSON_BODY_LIMIT;
}

/** Fastify's route registration hook: every route gets its body limit. */
export function limitBodies(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    route.bodyLimit = bodyLimitFor(route.url);
  });
}

/**
 * The only body the API reads: JSON (`application/json`). Every other content type gets 415 from
 * Fastify (no parser), form bodies included. Checked before validation, in the content-type parser:
 * an empty body is no body (action routes such as accept and cancel), and a body nested deeper than
 * MAX_JSON_DEPTH is refused before JSON.parse. Requires `bodyParser: false` at NestFactory.create.
 */
export function parseJsonOnly(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeContentTypeParser('text/plain');
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser(
    'application/json',
    {},
    (request: FastifyRequest, body: Buffer, done: (error: Error | null, value?: unknown) => void) => {
      const text = body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(invalidInput(serverSafety.jsonTooDeep));
      parseJson(request, text, (error, value) =>
        error ? done(invalidInput(serverCore.invalidJson)) : done(null, value),
      );
    },
  );
}
