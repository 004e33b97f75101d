import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsPlugin, { type FormatsPlugin } from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { readOpenApiFile } from '../openapi/openapi-file.js';

/**
 * The contract replay: every response the integration tests receive from the app (through the test
 * kit's client or app.inject) is checked against services/api/openapi.json, the operation's schema for
 * its status. A response that drifts from the contract is recorded here; the client fails at once and
 * contract-replay.setup.ts fails the test after it (for direct app.inject calls).
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const document = readOpenApiFile() as Json;
// ajv-formats is CommonJS: its default export arrives wrapped under the ESM interop of some loaders.
const addFormats = ((addFormatsPlugin as unknown as { default?: FormatsPlugin }).default ??
  addFormatsPlugin) as FormatsPlugin;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

/** Drifts from the contract found so far in this test file, oldest first. */
export const contractViolations: string[] = [];
export const replayed = { responses: 0 };

function validatorFor(key: string, schema: Json): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: document.components });
    validators.set(key, validate);
  }
  return validate;
}

/** What is wrong with one response, or null when it keeps the contract. */
export function contractViolation(
  method: string,
  route: string,
  status: number,
  type: string,
  body: string,
): string | null {
  const path = route.replace(/:([A-Za-z]+)/g, '{$1}');
  const operation = document.paths[path]?.[method.toLowerCase()] as Json | undefined;
  if (!operation) return null; // not in the contract (the Stripe webhook, Fastify's 404s)
  const where = `${method} ${path} (${operation.operationId}) ${status}`;
  let response = operation.responses[String(status)] as Json | undefined;
  if (!response) return `${where}: status not described in openapi.json`;
  if (response.$ref)
    response = document.components.responses[String(response.$ref).split('/').pop()!] as Json;
  if (!response.content) return body.length === 0 ? null : `${where}: a body where the contract has none`;
  const mediaType = type.split(';')[0].trim();
  const content = response.content[mediaType] as Json | undefined;
  if (!content)
    return `${where}: content-type ${mediaType} not described (${Object.keys(response.content).join(', ')})`;
  if (mediaType !== 'application/json') return null;
  const validate = validatorFor(`${path} ${method} ${status}`, content.schema as Json);
  if (validate(JSON.parse(body))) return null;
  const errors = (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
  return `${where}: ${errors.join('; ')}`;
}

/** Checks every response of `fastify` (register before the app is ready). */
export function replayResponsesAgainstContract(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url;
    if (route && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      replayed.responses += 1;
      const body =
        typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
      const type = String(reply.getHeader('content-type') ?? '');
      const violation = contractViolation(request.method, route, reply.statusCode, type, body);
      if (violation) contractViolations.push(violation);
    }
    done(null, payload);
  });
}
