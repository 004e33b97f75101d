import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, signUp } from '../test/harness.js';
import { HELMET_OPTIONS } from './security-headers.js';

/** The headers of a response that helmet is not the one to set. */
const OWN = [
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'retry-after',
  'vary',
  'x-request-id',
];
const securityHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) =>
        !OWN.includes(name) && !name.startsWith('x-ratelimit') && !name.startsWith('access-control'),
    ),
  );

describe('security headers (helmet, set once at start)', () => {
  let app: NestFastifyApplication;
  let expected: Record<string, unknown>;
  beforeAll(async () => {
    app = await createApp();
    // What @fastify/helmet itself sets per request with the same options.
    const reference = Fastify();
    await reference.register(helmet, HELMET_OPTIONS);
    reference.get('/', (_request, reply) => reply.send({}));
    expected = securityHeaders((await reference.inject({ method: 'GET', url: '/' })).headers);
    await reference.close();
  });
  afterAll(async () => {
    await app.close();
  });

  it('are the headers @fastify/helmet sets, CSP and HSTS included', () => {
    const csp = String(expected['content-security-policy']).split(';');
    expect(csp).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline'",
        "object-src 'none'",
      ]),
    );
    expect(expected).toMatchObject({
      'strict-transport-security': expect.stringContaining('max-age='),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
  });

  it('are on every response: answered, refused, unknown route, error', async () => {
    const user = await signUp();
    const responses = await Promise.all([
      client(app).get('/api/health'),
      client(app, user).get('/api/Organizations/my'),
      client(app).get('/api/Organizations/my'),
      client(app, user).get('/api/does-not-exist'),
      client(app, user).get('/api/VacationRequests/my?organizationId=x'),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 401, 404, 400]);
    for (const response of responses) expect(securityHeaders(response.headers)).toEqual(expected);
  });
});
