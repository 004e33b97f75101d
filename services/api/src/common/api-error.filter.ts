import {
  ArgumentsHost,
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ExceptionFilter,
} from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { ApiErrorBody } from '@ferieplan/contracts';
import { server, serverCore, serverSafety } from '@ferieplan/texts';
import type { FastifyReply } from 'fastify';
import { rateLimitRejections } from '../observability/metrics.js';
import { DomainError, type DomainErrorKind } from './domain-error.js';
import { isDatabaseUnavailable, isSerializationFailure, pgCode } from './pg-errors.js';

/** The HTTP status of each kind of domain error: the only place where the rules meet HTTP. */
const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  'invalid-input': HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  'not-found': HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  gone: HttpStatus.GONE,
  'upstream-failed': HttpStatus.BAD_GATEWAY,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

// PostgreSQL error codes mapped to client errors; anything else from the database is a 500.
const PG_ERRORS: Record<string, { status: number; message: string }> = {
  '23505': { status: HttpStatus.CONFLICT, message: server.conflict },
  '23503': { status: HttpStatus.CONFLICT, message: serverCore.databaseConflict },
  '23514': { status: HttpStatus.BAD_REQUEST, message: server.validationFailed },
  '23502': { status: HttpStatus.BAD_REQUEST, message: server.validationFailed },
  '22P02': { status: HttpStatus.BAD_REQUEST, message: server.validationFailed },
  '22001': { status: HttpStatus.BAD_REQUEST, message: server.validationFailed },
  '22007': { status: HttpStatus.BAD_REQUEST, message: server.validationFailed },
  '22008': { status: HttpStatus.BAD_REQUEST, message: server.validationFailed },
  '22003': { status: HttpStatus.BAD_REQUEST, message: server.validationFailed },
};

const DEFAULT_MESSAGES: Record<number, string> = {
  400: server.validationFailed,
  401: server.unauthorized,
  403: server.forbidden,
  404: server.notFound,
  409: server.conflict,
  405: serverSafety.methodNotAllowed,
  413: serverSafety.payloadTooLarge,
  414: serverSafety.uriTooLong,
  415: serverSafety.unsupportedMediaType,
  431: serverSafety.headersTooLarge,
  429: server.tooManyRequests,
  503: serverCore.serviceUnavailable,
};

/** Seconds a client should wait after a 503 before trying again. */
const RETRY_AFTER_SECONDS = '5';

// Replies whose error body this filter wrote; the onSend fallback (error-body.hook.ts) leaves them alone.
const norwegianErrors = new WeakSet<object>();
const markNorwegianError = (reply: FastifyReply) => norwegianErrors.add(reply);
export const hasNorwegianError = (reply: FastifyReply): boolean => norwegianErrors.has(reply);

/** The default Norwegian message of an HTTP error status. */
export const defaultMessage = (statusCode: number): string =>
  DEFAULT_MESSAGES[statusCode] ?? (statusCode >= 500 ? server.internal : server.validationFailed);

/** Turns any thrown value into the one error shape: { statusCode, message, errors? } (no stack). */
export function toErrorBody(exception: unknown, logger: Logger): ApiErrorBody {
  if (exception instanceof DomainError) {
    const statusCode = STATUS_BY_KIND[exception.kind];
    if (statusCode >= 500) logger.error(exception.message, exception.stack);
    const body: ApiErrorBody = { statusCode, message: exception.message };
    if (exception.errors) body.errors = exception.errors;
    if (exception.details) body.details = exception.details;
    return body;
  }
  if (exception instanceof ThrottlerException) {
    rateLimitRejections.inc();
    return { statusCode: 429, message: server.tooManyRequests };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    // Nest's built-in exceptions carry English text: the default Norwegian message of the status instead.
    if (statusCode >= 500) logger.error(exception.message, exception.stack);
    return { statusCode, message: DEFAULT_MESSAGES[statusCode] ?? server.internal };
  }
  // A deadlock or serialization failure outside runInTransaction (or after its retries): a conflict.
  if (isSerializationFailure(exception)) return { statusCode: 409, message: serverSafety.concurrentChange };
  if (isDatabaseUnavailable(exception)) {
    logger.warn(
      `Database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`,
    );
    return { statusCode: 503, message: serverCore.serviceUnavailable };
  }
  // A database error by its SQLSTATE (pg's error, or one TypeORM wrapped in a migration): no TypeORM
  // import here, so a replica on a migrated database never loads it (issue 28).
  const code = pgCode(exception);
  const mapped = code === undefined ? undefined : PG_ERRORS[code];
  if (mapped) return { statusCode: mapped.status, message: mapped.message };
  // Fastify's own client errors (bad JSON, wrong content type, body too large) carry statusCode 4xx.
  const fastifyStatus = (exception as { statusCode?: unknown })?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    const isJson =
      String((exception as { code?: string }).code ?? '').includes('JSON') ||
      exception instanceof SyntaxError;
    return {
      statusCode: fastifyStatus,
      message: isJson ? serverCore.invalidJson : defaultMessage(fastifyStatus),
    };
  }
  logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  return { statusCode: 500, message: server.internal };
}

@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toErrorBody(exception, this.logger);
    markNorwegianError(reply);
    // A 503 is temporary (database or identity provider down): clients and proxies may retry.
    if (body.statusCode === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
