import { HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { PRODUCT_NAME } from '@ferieplan/texts';
import { AppModule } from '../app.module.js';
import { API_KEY_SCOPE } from '../auth/api-key-allowed.decorator.js';
import { IS_PUBLIC } from '../auth/public.decorator.js';
import { defaultMessage } from '../common/api-error.filter.js';
import { loadConfig } from '../config/app-config.js';
import { API_OUTCOME, type Outcome } from './api-outcome.decorator.js';
import { contractSchemas, referencedSchemas } from './contract-schemas.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** `VacationRequestsController` + `create` -> `VacationRequests_create`: stable, never Nest's default. */
const operationId = (controllerKey: string, methodKey: string): string =>
  `${controllerKey.replace(/Controller$/, '')}_${methodKey}`;

/** What the document needs to know of a route handler besides Nest's own Swagger metadata. */
interface HandlerFacts {
  outcome: Outcome | undefined;
  isPublic: boolean;
  /** The API-key scope the route admits (@ApiKeyAllowed); undefined: keys are refused. */
  apiKeyScope: 'read' | 'write' | undefined;
  throttled: boolean;
  httpCode: number | undefined;
}

/** The method names of a controller's prototype and the prototypes it extends. */
function handlerNames(prototype: object): Set<string> {
  const names = new Set<string>();
  for (let level = prototype; level !== Object.prototype; level = Object.getPrototypeOf(level) as object)
    for (const name of Object.getOwnPropertyNames(level)) names.add(name);
  return names;
}

/** The facts of every route handler, by operationId. */
function handlerFacts(app: NestFastifyApplication): Map<string, HandlerFacts> {
  const facts = new Map<string, HandlerFacts>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      // Up the prototype chain too: routes a controller inherits (chat/chat-connection.controller.ts).
      for (const name of handlerNames(metatype.prototype as object)) {
        const handler = (metatype.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined)
          continue;
        const on = (key: string) => Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, metatype);
        facts.set(operationId(metatype.name, name), {
          outcome: Reflect.getMetadata(API_OUTCOME, handler) as Outcome | undefined,
          isPublic: on(IS_PUBLIC) === true,
          apiKeyScope: on(API_KEY_SCOPE) as HandlerFacts['apiKeyScope'],
          throttled: on('THROTTLER:SKIPdefault') !== true,
          httpCode: Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined,
        });
      }
    }
  }
  return facts;
}

/** The shared error responses, by status: the one error body with the status' default message. */
const ERROR_NAMES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  410: 'Gone',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  500: 'InternalServerError',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
};
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (fields in `errors`); nothing changed',
  401: 'No, an invalid or a revoked bearer token',
  403: 'Signed in, but not allowed (e.g. not an admin of the organisation; an API key on a route keys may not use, or a read key on a change)',
  404: 'Not found, or not visible to the caller (also for malformed ids)',
  409: 'Conflicts with the current state (details in `details` where given); nothing changed',
  410: 'No longer usable',
  413: 'Body larger than allowed (32 KB)',
  415: 'Body not application/json',
  429: 'Too many requests from this client',
  500: 'An unexpected failure (a bug); nothing changed',
  502: 'A service Ferieplan depends on failed',
  503: 'Temporarily unavailable (database or identity provider); retry after Retry-After seconds',
};

const errorContent = (statusCode: number): Json => ({
  'application/json': {
    schema: { $ref: '#/components/schemas/ApiErrorBody' },
    example: { statusCode, message: defaultMessage(statusCode) },
  },
});

function errorResponses(): Json {
  const responses: Json = {};
  for (const [status, name] of Object.entries(ERROR_NAMES)) {
    const statusCode = Number(status);
    responses[name] = {
      description: ERROR_DESCRIPTIONS[statusCode],
      content: errorContent(statusCode),
      ...(statusCode === 503 || statusCode === 429
        ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds' } } }
        : {}),
    };
  }
  return responses;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const isText = (type: string) => type.startsWith('text/') || type.endsWith('json');
const fileContent = (types: string[]): Json =>
  Object.fromEntries(
    types.map((type) => [
      type,
      { schema: isText(type) ? { type: 'string' } : { type: 'string', format: 'binary' } },
    ]),
  );
const bodyContent = (body: string | [string] | { produces: string[] }, example?: unknown): Json =>
  typeof body === 'object' && !Array.isArray(body)
    ? fileContent(body.produces)
    : {
        'application/json': {
          schema: Array.isArray(body) ? { type: 'array', items: ref(body[0]) } : ref(body),
          ...(example === undefined ? {} : { example }),
        },
      };

/** The long lists (setPageHeaders, common/pagination.ts) announce their total and next page in headers. */
const PAGE_HEADERS = {
  'X-Total-Count': {
    schema: { type: 'integer' },
    description: 'With ?limit=: the rows of the whole filtered list',
  },
  Link: {
    schema: { type: 'string' },
    description: 'With ?limit=: `<…?cursor=…>; rel="next"` while more pages follow',
  },
};

/** The error statuses a route answers because of its shape (see ApiOutcome's comment). */
function derivedErrors(method: string, operation: Json, facts: HandlerFacts): number[] {
  const parameters = (operation.parameters ?? []) as { in: string; name: string }[];
  const statuses = new Set<number>([500, 503]);
  if (operation.requestBody || parameters.some((p) => p.in === 'query')) statuses.add(400);
  // 403 too: an organisation API key is refused where @ApiKeyAllowed does not admit it (or it only reads).
  if (!facts.isPublic) [401, 403].forEach((status) => statuses.add(status));
  // Ids in the path, the body or a ?…Id= filter name things the caller may not see (404, never 403).
  if (
    operation.requestBody ||
    parameters.some((p) => p.in === 'path' || (p.in === 'query' && /Id$/.test(p.name)))
  ) {
    statuses.add(404);
  }
  if (facts.outcome?.success === 'refused') statuses.add(400);
  if (operation.requestBody) [413, 415].forEach((status) => statuses.add(status));
  if (facts.throttled) statuses.add(429);
  // A change that meets a concurrent one (or a unique/foreign key) past runInTransaction's retries.
  if (method !== 'get' && facts.outcome?.success !== 'refused') statuses.add(409);
  return [...statuses].sort((a, b) => a - b);
}

function describeResponses(method: string, operation: Json, facts: HandlerFacts, roots: Set<string>): Json {
  const { outcome } = facts;
  if (!outcome) return operation.responses as Json; // the spec names it
  const responses: Json = {};
  const { success } = outcome;
  if (success === 204) responses['204'] = { description: 'Done; no content' };
  else if (success !== 'refused') {
    const status = facts.httpCode ?? (method === 'post' ? 201 : 200);
    responses[String(status)] = {
      description: status === 201 ? 'Created' : 'OK',
      content: bodyContent(success, outcome.example),
      ...(outcome.paged ? { headers: PAGE_HEADERS } : {}),
    };
    if (typeof success === 'string') roots.add(success);
    if (Array.isArray(success)) roots.add(success[0]);
  } else operation.deprecated = true;
  for (const status of new Set([...(outcome.errors ?? []), ...derivedErrors(method, operation, facts)])) {
    responses[String(status)] = { $ref: `#/components/responses/${ERROR_NAMES[status]}` };
  }
  for (const [status, body] of Object.entries(outcome.responses ?? {})) {
    // A page or file in place of an error keeps the error body too (a guard or the filter may answer).
    const error = Number(status) >= 400 && typeof body === 'object' ? errorContent(Number(status)) : {};
    responses[status] = {
      description: ERROR_DESCRIPTIONS[Number(status)] ?? 'See the summary',
      content: { ...error, ...bodyContent(body) },
    };
    if (typeof body === 'string') roots.add(body);
  }
  if (outcome.requestExample !== undefined && operation.requestBody?.content?.['application/json']) {
    operation.requestBody.content['application/json'].example = outcome.requestExample;
  }
  return responses;
}

/** OpenAPI 3.1 is JSON Schema: Nest's 3.0 `nullable: true` becomes a type that includes null. */
function toJsonSchemaNullable(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(toJsonSchemaNullable);
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.nullable === true && typeof schema.type === 'string') {
    schema.type = [schema.type, 'null'];
    delete schema.nullable;
  }
  Object.values(schema).forEach(toJsonSchemaNullable);
}

/** Object keys in order at every level: the same routes give the same bytes. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Json)[key])]),
  );
}

/** The OpenAPI document of the routes `app` has registered (under the /api prefix). */
function createOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setOpenAPIVersion('3.1.0')
      .setTitle(`${PRODUCT_NAME} API`)
      .setDescription(
        'Every error answers with the one body `ApiErrorBody` ({ statusCode, message, errors?, details? }); ' +
          'messages are Norwegian and meant for the user.',
      )
      .setVersion('1')
      .addServer('/')
      .addBearerAuth()
      .addBearerAuth(
        {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'fp_…',
          description:
            'An organisation API key (Innstillinger → API-nøkler, Pro): `Authorization: Bearer fp_…`. ' +
            "Only operations that list `apiKey` accept it, only in the key's organisation; a read key only on GET " +
            '(otherwise 403). Revoked or expired: 401. Each key has its own rate limit (429).',
        },
        'apiKey',
      )
      .build(),
    { operationIdFactory: operationId },
  ) as Json;
  const facts = handlerFacts(app);
  const roots = new Set<string>(['ApiErrorBody']);
  const tags = new Set<string>();
  for (const pathItem of Object.values(document.paths as Json)) {
    for (const [method, operation] of Object.entries(pathItem as Json)) {
      const handler = facts.get(operation.operationId as string);
      if (!handler) continue;
      // Public routes say so (an empty requirement); the rest need the Firebase ID token, and the
      // routes open to organisation API keys accept a key instead (x-api-key-scope: the scope it needs).
      operation.security = handler.isPublic
        ? []
        : [{ bearer: [] }, ...(handler.apiKeyScope ? [{ apiKey: [] }] : [])];
      if (handler.apiKeyScope) operation['x-api-key-scope'] = handler.apiKeyScope;
      operation.summary ??= handler.outcome?.summary;
      operation.responses = describeResponses(method, operation, handler, roots);
      for (const tag of operation.tags ?? []) tags.add(tag as string);
    }
  }
  toJsonSchemaNullable(document.components.schemas);
  const contracts = contractSchemas();
  for (const name of referencedSchemas(roots, contracts)) document.components.schemas[name] = contracts[name];
  document.components.responses = errorResponses();
  document.tags = [...tags]
    .sort()
    .map((name) => ({ name, description: `The ${name} routes (/api/${name}...)` }));
  return sortKeys(document) as OpenAPIObject;
}

/**
 * The document without a database or any other service: Nest's preview mode resolves the modules and
 * routes but instantiates no provider (no pool, no Redis, no Firebase).
 */
export async function generateOpenApiDocument(): Promise<OpenAPIObject> {
  const config = loadConfig({ DATABASE_URL: 'postgres://openapi.invalid/none' });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.withConfig(config),
    new FastifyAdapter(),
    {
      preview: true,
      logger: false,
    },
  );
  app.setGlobalPrefix('api');
  try {
    return createOpenApiDocument(app);
  } finally {
    await app.close();
  }
}

/** The document as committed in services/api/openapi.json: two-space JSON, a final newline. */
export const serializeOpenApi = (document: OpenAPIObject): string => `${JSON.stringify(document, null, 2)}\n`;
