import { BadRequestException, Logger, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { server, serverCore, serverSafety } from '@ferieplan/texts';
import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { toErrorBody } from './api-error.filter.js';
import {
  conflict,
  DomainError,
  forbidden,
  gone,
  invalidInput,
  notFound,
  unavailable,
  upstreamFailed,
} from './domain-error.js';

const silent = { error: () => {}, warn: () => {} } as unknown as Logger;
const pgError = (code: string) =>
  new QueryFailedError('INSERT ...', [], Object.assign(new Error('db says no'), { code }));

describe('toErrorBody', () => {
  it('maps PostgreSQL violations: unique -> 409, FK -> 409, check/not-null/bad text -> 400', () => {
    expect(toErrorBody(pgError('23505'), silent)).toEqual({ statusCode: 409, message: server.conflict });
    expect(toErrorBody(pgError('23503'), silent)).toEqual({
      statusCode: 409,
      message: serverCore.databaseConflict,
    });
    for (const code of ['23514', '23502', '22P02', '22001']) {
      expect(toErrorBody(pgError(code), silent)).toEqual({
        statusCode: 400,
        message: server.validationFailed,
      });
    }
  });

  it('unknown errors -> 500 with the generic Norwegian message and no details', () => {
    const body = toErrorBody(new Error('secret stack detail'), silent);
    expect(body).toEqual({ statusCode: 500, message: server.internal });
    expect(JSON.stringify(toErrorBody(pgError('XX000'), silent))).not.toContain('db says no');
  });

  it('keeps our Norwegian messages and replaces the English ones of Nest', () => {
    expect(toErrorBody(new DomainError('conflict', 'Norsk', { f: ['x'] }), silent)).toEqual({
      statusCode: 409,
      message: 'Norsk',
      errors: { f: ['x'] },
    });
    expect(
      toErrorBody(new DomainError('conflict', 'Norsk', undefined, { days: ['2026-07-06'] }), silent),
    ).toEqual({
      statusCode: 409,
      message: 'Norsk',
      details: { days: ['2026-07-06'] },
    });
    expect(toErrorBody(new NotFoundException('Cannot GET /x'), silent)).toEqual({
      statusCode: 404,
      message: server.notFound,
    });
    expect(toErrorBody(new BadRequestException('Unexpected token'), silent)).toEqual({
      statusCode: 400,
      message: server.validationFailed,
    });
    expect(toErrorBody(new ThrottlerException(), silent)).toEqual({
      statusCode: 429,
      message: server.tooManyRequests,
    });
  });

  it('maps each kind of domain error to its status, with the message as it is', () => {
    const cases: [DomainError, number][] = [
      [invalidInput('a'), 400],
      [forbidden('b'), 403],
      [notFound('c'), 404],
      [conflict('d'), 409],
      [gone('e'), 410],
      [upstreamFailed('f'), 502],
      [unavailable('g'), 503],
    ];
    for (const [error, statusCode] of cases) {
      expect(toErrorBody(error, silent)).toEqual({ statusCode, message: error.message });
    }
  });
});

describe('toErrorBody: races and outages', () => {
  it('a deadlock or serialization failure is a 409 conflict, not a 500', () => {
    for (const code of ['40P01', '40001']) {
      expect(toErrorBody(pgError(code), silent)).toEqual({
        statusCode: 409,
        message: serverSafety.concurrentChange,
      });
    }
  });

  it('a database that is down or going away is a 503', () => {
    const unavailableErrors = [
      pgError('57P01'),
      pgError('57P03'),
      pgError('08006'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(
        new Error('Database connection provided by a query runner was already released, cannot continue'),
        {
          name: 'QueryRunnerProviderAlreadyReleasedError',
        },
      ),
      Object.assign(new Error('Query runner already released. Cannot run queries anymore.'), {
        name: 'QueryRunnerAlreadyReleasedError',
      }),
    ];
    for (const error of unavailableErrors) {
      expect(toErrorBody(error, silent)).toEqual({ statusCode: 503, message: serverCore.serviceUnavailable });
    }
  });

  it('Fastify client errors get the Norwegian message of their status', () => {
    const fastifyError = (statusCode: number, code: string) =>
      Object.assign(new Error('English text /echoed/path'), { statusCode, code });
    expect(toErrorBody(fastifyError(413, 'FST_ERR_CTP_BODY_TOO_LARGE'), silent)).toEqual({
      statusCode: 413,
      message: serverSafety.payloadTooLarge,
    });
    expect(toErrorBody(fastifyError(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE'), silent)).toEqual({
      statusCode: 415,
      message: serverSafety.unsupportedMediaType,
    });
    expect(toErrorBody(fastifyError(414, 'FST_ERR_MAX_PARAM_LENGTH'), silent)).toEqual({
      statusCode: 414,
      message: serverSafety.uriTooLong,
    });
  });
});
