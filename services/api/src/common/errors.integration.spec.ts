import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { server, serverCore } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOpenApiFile } from '../openapi/openapi-file.js';
import { client } from '../test/client.js';
import { createApp, signUp, type TestUser } from '../test/harness.js';

describe('error shape, validation, security headers', () => {
  let app: NestFastifyApplication;
  let user: TestUser;
  beforeAll(async () => {
    [app, user] = await Promise.all([createApp(), signUp()]);
  });
  afterAll(() => app.close());

  it('unknown routes -> 404 in the one error shape', async () => {
    const response = await client(app, user).get('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, message: server.notFound });
  });

  it('unknown body fields -> 400 naming the field', async () => {
    const response = await client(app, user).post('/api/Organizations', { name: 'Firma', plan: 'Pro' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      message: server.unknownField('plan'),
      errors: { plan: [server.unknownField('plan')] },
    });
  });

  it('invalid JSON and a missing body -> 400', async () => {
    const bad = await client(app, user).post('/api/Organizations', '{"name":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().statusCode).toBe(400);
    expect(typeof bad.json().message).toBe('string');
    const missing = await client(app, user).post('/api/Organizations');
    expect(missing.statusCode).toBe(400);
    const array = await client(app, user).post('/api/Organizations', [1, 2]);
    expect(array.statusCode).toBe(400);
  });

  it('a missing name (no body, JSON null, {}) is told once that it is required, nothing about its length', async () => {
    for (const payload of [undefined, 'null', '{}']) {
      const response = await client(app, user).post('/api/Organizations', payload, {
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        message: serverCore.organizationNameRequired,
        errors: { name: [serverCore.organizationNameRequired] },
      });
    }
  });

  it('sets helmet headers and answers CORS only for configured origins', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/Organizations/my',
      headers: { origin: 'http://localhost:4200', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    // Browsers preflight the admin's PUT and the employee's DELETE: both must be allowed.
    const remove = await app.inject({
      method: 'OPTIONS',
      url: '/api/VacationRequests/00000000-0000-4000-8000-000000000000',
      headers: { origin: 'http://localhost:4200', 'access-control-request-method': 'DELETE' },
    });
    expect(String(remove.headers['access-control-allow-methods'])).toMatch(/\bDELETE\b/);
    expect(String(remove.headers['access-control-allow-methods'])).toMatch(/\bPUT\b/);
    const denied = await app.inject({
      method: 'OPTIONS',
      url: '/api/Organizations/my',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
    const health = await client(app).get('/api/health');
    expect(health.headers['x-content-type-options']).toBe('nosniff');
  });

  it('every answer to an allowed origin carries CORS: lists with their exposed headers, errors too', async () => {
    const origin = 'http://localhost:4200';
    const answers = await Promise.all([
      client(app, user).get('/api/Organizations/my', { headers: { origin } }),
      client(app, user).get('/api/does-not-exist', { headers: { origin } }),
      client(app).get('/api/Organizations/my', { headers: { origin } }),
      client(app, user).post('/api/Organizations', JSON.stringify({ name: 'x'.repeat(800_000) }), {
        headers: { origin, 'content-type': 'application/json' },
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 401, 413]);
    for (const answer of answers) {
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
      expect(answer.headers['access-control-allow-credentials']).toBe('true');
      expect(String(answer.headers['access-control-expose-headers']).split(/,\s*/)).toEqual([
        'Link',
        'X-Total-Count',
        'X-Request-Id',
      ]);
      expect(answer.headers.vary).toMatch(/\bOrigin\b/);
    }
  });

  it('serves the committed OpenAPI document (services/api/openapi.json)', async () => {
    const response = await client(app).get('/api/docs-json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(readOpenApiFile());
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/Organizations', '/api/Users/{id}', '/api/UserInvitations/{id}/accept']),
    );
    const ui = await client(app).get('/api/docs');
    expect(ui.statusCode).toBe(200);
  });
});
