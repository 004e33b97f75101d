import { BadRequestException, Logger, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { server, serverCore } from '@ferieplan/texts';
import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { toErrorBody } from './api-error.filter.js';
import { conflict, DomainError, forbidden, gone, invalidInput, notFound, unavailable, upstreamFailed } from './domain-error.js';

const silent = { error: () => {} } as unknown as Logger;
const pgError = (code: string) => new QueryFailedError('INSERT ...', [], Object.assign(new Error('db says no'), { code }));

describe('toErrorBody', () => {
  it('maps PostgreSQL violations: unique -> 409, FK -> 409, check/not-null/bad text -> 400', () => {
    expect(toErrorBody(pgError('23505'), silent)).toEqual({ statusCode: 409, message: server.conflict });
    expect(toErrorBody(pgError('23503'), silent)).toEqual({ statusCode: 409, message: serverCore.databaseConflict });
    for (const code of ['23514', '23502', '22P02', '22001']) {
      expect(toErrorBody(pgError(code), silent)).toEqual({ statusCode: 400, message: server.validationFailed });
    }
  });

  it('unknown errors -> 500 with the generic Norwegian message and no details', () => {
    const body = toErrorBody(new Error('secret stack detail'), silent);
    expect(body).toEqual({ statusCode: 500, message: server.internal });
    expect(JSON.stringify(toErrorBody(pgError('XX000'), silent))).not.toContain('db says no');
  });

  it('keeps our Norwegian messages and replaces the English ones of Nest', () => {
    expect(toErrorBody(new DomainError('conflict', 'Norsk', { f: ['x'] }), silent)).toEqual({ statusCode: 409, message: 'Norsk', errors: { f: ['x'] } });
    expect(toErrorBody(new DomainError('conflict', 'Norsk', undefined, { days: ['2026-07-06'] }), silent)).toEqual({
      statusCode: 409,
      message: 'Norsk',
      details: { days: ['2026-07-06'] },
    });
    expect(toErrorBody(new NotFoundException('Cannot GET /x'), silent)).toEqual({ statusCode: 404, message: server.notFound });
    expect(toErrorBody(new BadRequestException('Unexpected token'), silent)).toEqual({ statusCode: 400, message: server.validationFailed });
    expect(toErrorBody(new ThrottlerException(), silent)).toEqual({ statusCode: 429, message: server.tooManyRequests });
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
