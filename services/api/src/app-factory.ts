import type { LogLevel } from '@nestjs/common';
import { LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { JSON_BODY_LIMIT, limitBodies, parseJsonOnly } from './common/body-parsing.js';
import { allowWebAppOrigins } from './common/cors.js';
import { answerErrorsInNorwegian, answerFrameworkError } from './common/error-body.hook.js';
import { registerLeanRoutes } from './common/lean-route.js';
import { setSecurityHeaders } from './common/security-headers.js';
import { acceptOneClickUnsubscribe } from './notifications/one-click-body.js';
import { loadConfig, type AppConfig } from './config/app-config.js';
import { DrainState } from './health/drain-state.js';
import { readOpenApiFile } from './openapi/openapi-file.js';
import { countHttpRequests } from './observability/http-metrics.js';
import { createLogger, levelOf, NestPinoLogger } from './observability/logger.js';
import { logRequests, requestIdOf } from './observability/request-log.js';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The handler's name: `leanRoute` for a @LeanRoute (common/lean-route.ts). */
  handler: string;
}

// Routes as Fastify registered them (the router's own list), for the authorization matrix test.
const routesByApp = new WeakMap<object, RegisteredRoute[]>();

export function registeredRoutes(app: NestFastifyApplication): RegisteredRoute[] {
  return routesByApp.get(app) ?? [];
}

export interface CreateAppOptions {
  /** Nest's levels; unset: LOG_LEVEL. */
  logger?: LogLevel[] | false;
  /** Where log lines go (tests read them); standard output by default. */
  logDestination?: DestinationStream;
  /** The settings already read and checked (main.ts reads them first for tracing); unset: read here. */
  config?: AppConfig;
  /** False: @LeanRoute routes take Nest's own path too (the test comparing both paths). */
  leanRoutes?: boolean;
}

/** Builds the fully configured Nest application (used by main.ts and the test harness). */
export async function createNestApp(options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  // Every setting is read and checked before Nest starts: a bad one stops the start with one line (main.ts).
  const config = options.config ?? loadConfig();
  const { trustProxy } = config;
  const logger = await createLogger({
    level: options.logger === undefined ? config.log.level : levelOf(options.logger),
    pretty: config.log.pretty,
    destination: options.logDestination,
  });
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // One line per request, written by logRequests with the route template; none of Fastify's own
    // (its error and not-found lines would carry the URL as sent, with ids or a feed's token in it).
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestIdOf,
    bodyLimit: JSON_BODY_LIMIT,
    frameworkErrors: answerFrameworkError,
    // A hop count: the client is the address that many proxies in from the socket (X-Forwarded-For).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  });
  allowWebAppOrigins(adapter.getInstance(), config.corsOrigins);
  limitBodies(adapter.getInstance());
  countHttpRequests(adapter.getInstance());
  logRequests(adapter.getInstance());
  const routes: RegisteredRoute[] = [];
  adapter.getInstance().addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, handler: route.handler.name });
  });
  // rawBody: the payment webhook verifies Stripe's signature over the exact bytes.
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.withConfig(config), adapter, {
    rawBody: true,
    // Our own JSON-only parser (parseJsonOnly) instead of Nest's JSON + form parsers.
    bodyParser: false,
    logger: new NestPinoLogger(logger),
  });
  routesByApp.set(app, routes);
  if (options.leanRoutes !== false) registerLeanRoutes(app);
  parseJsonOnly(app);
  acceptOneClickUnsubscribe(adapter.getInstance());
  answerErrorsInNorwegian(adapter.getInstance());
  // While draining, every response asks the client to reconnect: keep-alive connections move to other
  // replicas, and the one carrying a request in flight does not hold the close up until it idles out.
  const drain = app.get(DrainState);
  // Callback hooks (here and in answerErrorsInNorwegian): an async one costs a promise per response.
  adapter.getInstance().addHook('onSend', (_request, reply, payload, done) => {
    if (drain.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.setGlobalPrefix('api');
  await setSecurityHeaders(adapter.getInstance());
  // The committed contract (npm run openapi -w services/api), not a scan of every route at each start.
  // A factory: the file is read on the first /api/docs request, not at start.
  SwaggerModule.setup('api/docs', app, readOpenApiFile);
  return app;
}
