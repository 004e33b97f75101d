import {
  ForbiddenException,
  type ArgumentMetadata,
  type CanActivate,
  type ExceptionFilter,
  type PipeTransform,
  type Type,
} from '@nestjs/common';
import {
  CUSTOM_ROUTE_ARGS_METADATA,
  EXCEPTION_FILTERS_METADATA,
  GUARDS_METADATA,
  HEADERS_METADATA,
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  PIPES_METADATA,
  REDIRECT_METADATA,
  RENDER_METADATA,
  RESPONSE_PASSTHROUGH_METADATA,
  ROUTE_ARGS_METADATA,
  SSE_METADATA,
} from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/internal';
import type { INestApplication } from '@nestjs/common';
import { ApplicationConfig, type AbstractHttpAdapter } from '@nestjs/core';
import { ExecutionContextHost, FORBIDDEN_MESSAGE } from '@nestjs/core/internal';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isObservable, lastValueFrom } from 'rxjs';

/**
 * A hot read route (the admin's default view, the employee list, the staffing month, a person's
 * balances) answered without Nest's per-request machinery, with the same pieces: the app's global
 * guards in order, its global pipes on each argument, the controller method, the adapter's reply and
 * the global exception filter. Nest's router awaits each guard, pipe and argument behind promises of
 * its own (five arguments: a dozen promises per request, each paying the request context's async hook
 * on Node 20); here a synchronous result is used as it is (issue 28: 4–8 % of the default view's CPU).
 * Only a GET route that uses nothing else can be lean; @LeanRoute on another GET fails the start.
 */
export const LeanRoute = (): MethodDecorator => (target, key, descriptor) => {
  Reflect.defineMetadata(
    LEAN_ROUTE,
    { controller: target.constructor, method: key },
    descriptor.value as object,
  );
};

const LEAN_ROUTE = 'ferieplan:lean-route';

interface LeanTarget {
  controller: Type;
  method: string;
}

/** One argument of the handler: where its value comes from and what Nest's pipes are told about it. */
interface LeanArgument {
  index: number;
  extract: (request: FastifyRequest, reply: FastifyReply, context: ExecutionContextHost) => unknown;
  /** Undefined for @Req/@Res: Nest does not pipe them. */
  pipeMetadata?: ArgumentMetadata;
}

type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * Makes the adapter register every @LeanRoute GET route with the lean handler in place of Nest's: Nest's
 * router hands the adapter its handler (carrying the method's metadata) at `app.init()`, when the
 * module instances and the global enhancers exist. Call before `app.init()`.
 */
export function registerLeanRoutes(app: INestApplication): void {
  const adapter = app.getHttpAdapter() as AbstractHttpAdapter;
  const get = adapter.get.bind(adapter) as (...args: unknown[]) => unknown;
  adapter.get = ((...args: unknown[]) => {
    const nestHandler = args.at(-1) as RouteHandler;
    const target = Reflect.getMetadata(LEAN_ROUTE, nestHandler) as LeanTarget | undefined;
    if (target) args[args.length - 1] = withMetadataOf(nestHandler, leanHandler(target, app, adapter));
    return get(...args);
  }) as typeof adapter.get;
}

/** The lean handler carries the metadata Nest copied onto its own (route config, version). */
function withMetadataOf(nestHandler: RouteHandler, handler: RouteHandler): RouteHandler {
  for (const key of Reflect.getMetadataKeys(nestHandler) as unknown[])
    Reflect.defineMetadata(key, Reflect.getMetadata(key, nestHandler), handler);
  const { version } = nestHandler as { version?: unknown };
  if (version !== undefined) Object.assign(handler, { version });
  return handler;
}

function leanHandler(target: LeanTarget, app: INestApplication, adapter: AbstractHttpAdapter): RouteHandler {
  const { controller, method } = target;
  const name = `${controller.name}.${method}`;
  const callback = (controller.prototype as Record<string, (...args: unknown[]) => unknown>)[method]!;
  const config = app.get(ApplicationConfig);
  refuseUnsupported(name, controller, callback, config);
  // Throws for a request-scoped controller: the lean handler has one instance.
  const instance = app.get<object>(controller);
  const guards: CanActivate[] = config.getGlobalGuards();
  const pipes: PipeTransform[] = config.getGlobalPipes();
  const [filter] = config.getGlobalFilters() as ExceptionFilter[];
  const leanArguments = argumentsOf(name, controller, method);
  const argumentCount = Math.max(0, ...leanArguments.map((argument) => argument.index + 1));

  return async function leanRoute(request, reply) {
    const context = new ExecutionContextHost([request, reply, undefined], controller, callback);
    context.setType('http');
    try {
      for (const guard of guards) {
        let allowed = guard.canActivate(context);
        if (isThenable(allowed)) allowed = await allowed;
        else if (isObservable(allowed)) allowed = await lastValueFrom(allowed);
        if (!allowed) throw new ForbiddenException(FORBIDDEN_MESSAGE);
      }
      // As Nest: the method's status (GET: 200) once the guards have let the request through.
      void reply.status(200);
      const args = new Array<unknown>(argumentCount);
      for (const argument of leanArguments) {
        let value = argument.extract(request, reply, context);
        if (argument.pipeMetadata)
          for (const pipe of pipes) {
            value = pipe.transform(value, argument.pipeMetadata);
            if (isThenable(value)) value = await value;
          }
        args[argument.index] = value;
      }
      let result = callback.apply(instance, args);
      if (isThenable(result)) result = await result;
      adapter.reply(reply, result);
      return reply;
    } catch (error) {
      filter!.catch(error, context);
      return reply;
    }
  };
}

/** The start fails when a @LeanRoute needs what the lean handler does not do (see LeanRoute). */
function refuseUnsupported(
  name: string,
  controller: Type,
  callback: object,
  config: ApplicationConfig,
): void {
  const uses = (key: string) =>
    [callback, controller].some((on) => (Reflect.getMetadata(key, on) as unknown[] | undefined)?.length);
  const unsupported = [
    config.getGlobalInterceptors().length > 0 && 'global interceptors',
    config.getGlobalFilters().length !== 1 && 'other than one global exception filter',
    uses(GUARDS_METADATA) && '@UseGuards',
    uses(PIPES_METADATA) && '@UsePipes',
    uses(INTERCEPTORS_METADATA) && '@UseInterceptors',
    uses(EXCEPTION_FILTERS_METADATA) && '@UseFilters',
    uses(HEADERS_METADATA) && '@Header',
    [HTTP_CODE_METADATA, REDIRECT_METADATA, RENDER_METADATA, SSE_METADATA].some(
      (key) => Reflect.getMetadata(key, callback) !== undefined,
    ) && '@HttpCode, @Redirect, @Render or @Sse',
  ].filter(Boolean);
  if (unsupported.length) throw new Error(`@LeanRoute ${name}: uses ${unsupported.join(', ')}`);
}

interface RouteArgumentMetadata {
  index: number;
  data?: unknown;
  pipes?: unknown[];
  factory?: (data: unknown, context: ExecutionContextHost) => unknown;
  schema?: unknown;
}

/** The handler's arguments from Nest's metadata; any kind Nest extracts differently fails the start. */
function argumentsOf(name: string, controller: Type, method: string): LeanArgument[] {
  const metadata = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
    string,
    RouteArgumentMetadata
  >;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) ?? []) as unknown[];
  return Object.entries(metadata).map(([key, { index, data, pipes, factory, schema }]) => {
    if (pipes?.length || schema !== undefined)
      throw new Error(`@LeanRoute ${name}: argument ${index} has pipes or a schema of its own`);
    const piped = (type: ArgumentMetadata['type']): ArgumentMetadata => ({
      type,
      metatype: types[index] as ArgumentMetadata['metatype'],
      data: data as string | undefined,
    });
    if (key.includes(CUSTOM_ROUTE_ARGS_METADATA))
      return {
        index,
        extract: (_request, _reply, context) => factory!(data, context),
        pipeMetadata: piped('custom'),
      };
    const type = Number(key.split(':')[0]) as RouteParamtypes;
    const field = typeof data === 'string' ? data : undefined;
    switch (type) {
      case RouteParamtypes.REQUEST:
        return { index, extract: (request) => request };
      case RouteParamtypes.RESPONSE:
        if (!Reflect.getMetadata(RESPONSE_PASSTHROUGH_METADATA, controller, method))
          throw new Error(`@LeanRoute ${name}: @Res() without passthrough`);
        return { index, extract: (_request, reply) => reply };
      case RouteParamtypes.PARAM:
        return {
          index,
          extract: (request) => (field ? (request.params as Record<string, unknown>)[field] : request.params),
          pipeMetadata: piped('param'),
        };
      case RouteParamtypes.QUERY:
        return {
          index,
          extract: (request) => (field ? (request.query as Record<string, unknown>)[field] : request.query),
          pipeMetadata: piped('query'),
        };
      default:
        throw new Error(
          `@LeanRoute ${name}: argument ${index} is of a kind the lean handler does not extract`,
        );
    }
  });
}
