import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RunningMailCatcher } from '@ferieplan/tools/kit/mail-catcher.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { signUp, uniqueEmail, type TestUser } from '../test/harness.js';
import { seedOrganization } from '../test/factories.js';
import { startAppWithOwnMail, type AppWithOwnMail } from '../test/app-with-own-mail.js';

const METRICS_TOKEN = 'metrics-token-never-logged-0123456789';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every line the app logs, as written (JSON), and parsed. */
function captureLog() {
  const lines: string[] = [];
  return {
    destination: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/**
 * The log as operators read it: JSON lines, one per request with its route template and request id, the
 * same id on the mail job the request caused; and nothing secret or personal in any line. A database
 * and an SMTP catcher of its own: the mail worker runs here.
 */
describe('request log', () => {
  let suite: AppWithOwnMail;
  let catcher: RunningMailCatcher;
  let app: NestFastifyApplication;
  let admin: TestUser;
  const log = captureLog();

  beforeAll(async () => {
    suite = await startAppWithOwnMail({ env: { METRICS_TOKEN }, logDestination: log.destination });
    ({ app, catcher } = suite);
    admin = await signUp(undefined, { displayName: 'Kari Admin' });
  });
  afterAll(() => suite?.close());

  const lineOf = (requestId: string) =>
    log.entries().find((e) => e.msg === 'request' && e.requestId === requestId);

  it('one line per request: method, route template, status, duration, request id (as sent), organisation', async () => {
    const org = await seedOrganization(app, { admins: [admin] });
    const email = uniqueEmail('invitert');
    const sent = await client(app, admin).post(
      '/api/UserInvitations',
      { organizationId: org.id, email },
      { headers: { 'x-request-id': 'nginx-7f3a-01' } },
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.headers['x-request-id']).toBe('nginx-7f3a-01');
    expect(lineOf('nginx-7f3a-01')).toMatchObject({
      level: 'info',
      method: 'POST',
      route: '/api/UserInvitations',
      status: 201,
      organizationId: org.id,
      durationMs: expect.any(Number),
    });

    // The mail the request queued: its outbox and delivery lines carry the same request id.
    await catcher.waitForMessagesTo(email);
    for (let i = 0; i < 50 && !log.entries().some((e) => e.msg === 'e-post sendt'); i++) await sleep(100);
    const mailLines = log.entries().filter((e) => e.context === 'Mail' && e.requestId === 'nginx-7f3a-01');
    expect(mailLines.map((e) => e.msg)).toEqual(['e-post lagt i utboksen', 'e-post sendt']);
  });

  it('without X-Request-Id (or with one that could forge a line) a new id is made and returned', async () => {
    const plain = await client(app).get(`/api/Organizations/${crypto.randomUUID()}`);
    const id = plain.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lineOf(id)).toMatchObject({ method: 'GET', route: '/api/Organizations/:id', status: 401 });
    const forged = await client(app).get('/api/health/live', { headers: { 'x-request-id': 'a b"}\n{"x' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never a token, password, API key, e-mail address or health detail, whatever the requests carry', async () => {
    const secrets = {
      password: 'Hemmelig-passord-93!',
      apiKey: 'sk_live_51HfakeKeyNeverLogged',
      email: uniqueEmail('aldri-logget'),
      health: 'Sykemelding: migrene og kvalme',
    };
    const org = await seedOrganization(app, { admins: [admin] });
    const headers = { 'x-api-key': secrets.apiKey, cookie: `session=${secrets.password}` };
    const bodies = [{ ...secrets, organizationId: org.id }, `{"password":"${secrets.password}", broken json`];
    for (const body of bodies) {
      for (const url of [
        '/api/UserInvitations',
        '/api/VacationRequests',
        '/api/Organizations',
        '/api/nowhere',
      ]) {
        const extra = {
          headers: {
            ...headers,
            ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
          },
        };
        await client(app, admin).post(url, body, extra);
        await client(app, `${admin.idToken}x`).post(url, body, extra);
      }
    }
    await client(app, admin).post('/api/VacationRequests', {
      organizationId: org.id,
      startDate: '2027-02-01',
      endDate: '2027-02-03',
      description: secrets.health,
    });
    await client(app, admin).post('/api/UserInvitations', { organizationId: org.id, email: secrets.email });
    await client(app).get('/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    // A message that carries them anyway (a driver's error text, say) is scrubbed on its way out.
    new Logger('Test').warn(`failed for ${secrets.email} with Bearer ${admin.idToken} and ${secrets.apiKey}`);
    await sleep(1500); // the invitation's mail lines
    const text = log.text();
    expect(log.entries().filter((e) => e.msg === 'request').length).toBeGreaterThan(18);
    for (const secret of [...Object.values(secrets), admin.idToken, admin.email, METRICS_TOKEN, 'migrene'])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(text).not.toMatch(/eyJ[\w-]{8,}/);
    expect(log.entries().find((e) => e.context === 'Test')?.msg).toBe(
      'failed for [e-post] with Bearer [skjult] and [nøkkel]',
    );
  });
});
