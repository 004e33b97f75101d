import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { server, serverCore, serverSafety } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization, type SeededOrganization } from '../test/factories.js';

// Issue 17 items 4, 5 and 8: input is refused before validation, in the one Norwegian error shape.
describe('input hardening', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  let org: SeededOrganization;

  beforeAll(async () => {
    app = await createApp();
    admin = await signUp();
    org = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A raw text body, sent as it is with this content type. */
  const postRaw = (url: string, payload: string, contentType = 'application/json') =>
    client(app, admin).post(url, payload, { headers: { 'content-type': contentType } });

  it('a known field nested 10,000 levels deep: 400 at once, not a stack overflow', async () => {
    const started = performance.now();
    const response = await postRaw(
      '/api/Organizations',
      `{"name":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    );
    expect(response.json()).toEqual({ statusCode: 400, message: serverSafety.jsonTooDeep });
    // Not a timing assertion of the product: a sanity bound far above the few ms it takes.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('an 800 KB body: 413 before it is read', async () => {
    const response = await postRaw('/api/Organizations', JSON.stringify({ name: 'x'.repeat(800_000) }));
    expect(response.json()).toEqual({ statusCode: 413, message: serverSafety.payloadTooLarge });
  });

  it('only JSON: form and text bodies get 415', async () => {
    for (const [payload, type] of [
      ['name=Firma', 'application/x-www-form-urlencoded'],
      ['{"name":"Firma"}', 'text/plain'],
    ]) {
      const response = await postRaw('/api/Organizations', payload, type);
      expect(response.json()).toEqual({ statusCode: 415, message: serverSafety.unsupportedMediaType });
    }
  });

  it('an action route takes an empty body, also one declared as JSON', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const headers of [{}, { 'content-type': 'application/json' }] as Record<string, string>[]) {
      const response = await client(app, admin).post(`/api/UserInvitations/${id}/cancel`, '', { headers });
      expect(response.json()).toEqual({ statusCode: 404, message: serverCore.invitationNotFound });
    }
  });

  it('malformed JSON, a null and a missing body: Norwegian messages, the required one for a missing name', async () => {
    expect((await postRaw('/api/Organizations', '{"name":')).json()).toEqual({
      statusCode: 400,
      message: serverCore.invalidJson,
    });
    for (const payload of ['null', '', '{}', '{"name":null}']) {
      const response = await postRaw('/api/Organizations', payload);
      expect([payload, response.statusCode, response.json().message]).toEqual([
        payload,
        400,
        serverCore.organizationNameRequired,
      ]);
    }
  });

  it('NUL and other control characters, and invisible-only text, are refused in names and descriptions', async () => {
    const before = await dataSourceOf(app).query('SELECT count(*)::int AS n FROM team');
    const cases: [string, string, Record<string, unknown>, string][] = [
      [
        'POST',
        '/api/Teams',
        { organizationId: org.id, name: 'Drift\u0000' },
        serverSafety.invalidCharacters('Teamnavnet'),
      ],
      [
        'POST',
        '/api/Teams',
        { organizationId: org.id, name: '\u200B\u200B\u200B' },
        serverSafety.invisibleOnly('Teamnavnet'),
      ],
      [
        'PUT',
        `/api/Organizations/${org.id}`,
        { name: 'Firma\u0000AS' },
        serverSafety.invalidCharacters('Organisasjonsnavnet'),
      ],
      [
        'POST',
        '/api/Organizations',
        { name: '\uFEFF\u2060' },
        serverSafety.invisibleOnly('Organisasjonsnavnet'),
      ],
      [
        'PUT',
        `/api/Users/${org.membershipIds[admin.uid]}`,
        { name: 'Kari\u0007' },
        serverSafety.invalidCharacters('Navnet'),
      ],
      [
        'POST',
        '/api/VacationRequests',
        {
          organizationId: org.id,
          startDate: `${new Date().getFullYear()}-03-02`,
          endDate: `${new Date().getFullYear()}-03-02`,
          description: 'sol\u0000',
        },
        serverSafety.invalidCharacters('Beskrivelsen'),
      ],
    ];
    for (const [method, url, payload, message] of cases) {
      const response = await client(app, admin).request(method as 'POST', url, payload);
      expect([url, response.statusCode, response.json().message]).toEqual([url, 400, message]);
    }
    expect(await dataSourceOf(app).query('SELECT count(*)::int AS n FROM team')).toEqual(before);
  });

  it('request years: last, this and next year only', async () => {
    const year = new Date().getFullYear();
    for (const y of ['0100', '9999', String(year - 2), String(year + 2)]) {
      const response = await client(app, admin).post('/api/VacationRequests', {
        organizationId: org.id,
        startDate: `${y}-06-01`,
        endDate: `${y}-06-02`,
      });
      expect([y, response.statusCode, response.json().message]).toEqual([
        y,
        400,
        serverSafety.requestYearOutOfRange(year - 1, year + 1),
      ]);
    }
  });

  it("Fastify's own errors in the Norwegian shape: 404, 414, OPTIONS without Origin", async () => {
    const unknown = await client(app, admin).get('/api/nothing/here');
    expect(unknown.json()).toEqual({ statusCode: 404, message: server.notFound });
    const longParam = `/api/Organizations/${'a'.repeat(300)}`;
    const tooLong = await client(app, admin).get(longParam);
    expect(tooLong.json()).toEqual({ statusCode: 414, message: serverSafety.uriTooLong });
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/Organizations/my',
      headers: { 'access-control-request-method': 'GET' },
    });
    expect(preflight.json()).toEqual({ statusCode: 400, message: server.validationFailed });
  });
});
