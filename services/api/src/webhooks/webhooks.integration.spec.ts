import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type {
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEvent,
} from '@ferieplan/contracts';
import { serverWebhooks } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { seedOrganization } from '../test/factories.js';
import { startAppWithOwnDatabase, type AppWithOwnDatabase } from '../test/app-with-own-database.js';
import { nextYearWeek } from '../test/dates.js';
import { dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { startLocalReceiver, type LocalReceiver, type ReceivedPost } from '../test/local-receiver.js';

/**
 * An independent check of the signature (WebCrypto, not node:crypto's createHmac the API signs with):
 * HMAC-SHA256 over `${t}.${rawBody}` with the secret, compared with v1.
 */
async function webCryptoVerifies(rawBody: string, header: string, secret: string): Promise<boolean> {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const signature = Uint8Array.from(match[2].match(/../g)!.map((byte) => parseInt(byte, 16)));
  return crypto.subtle.verify('HMAC', key, signature, new TextEncoder().encode(`${match[1]}.${rawBody}`));
}

type Verify = (rawBody: string, header: string, secret: string) => boolean;

/** The README's Node snippet, run as written (the block after the `webhook-verify` marker). */
async function readmeSnippet(): Promise<Verify> {
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
  const block = /<!-- webhook-verify[^>]*-->\s*```js\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no webhook-verify snippet');
  const file = join(tmpdir(), `ferieplan-webhook-verify-${process.pid}.mjs`);
  writeFileSync(file, block);
  return (await import(pathToFileURL(file).href)).verifyFerieplanSignature as Verify;
}

const ALL_EVENTS = [
  'absence.created',
  'absence.decided',
  'absence.cancelled',
  'member.joined',
  'member.left',
];

/**
 * Webhooks on real PostgreSQL with the pg-boss worker and a local HTTP receiver. The SSRF guard is on
 * (as in production) with 127.0.0.1 allowed by the operator, so the receiver can be reached. A database
 * of its own: the worker here delivers every webhook it finds.
 */
describe('Webhooks: signed deliveries from the outbox', () => {
  let receiver: LocalReceiver;
  let own: AppWithOwnDatabase;
  let app: NestFastifyApplication;
  let admin: TestUser;
  let member: TestUser;
  let verifySnippet: Verify;

  beforeAll(async () => {
    receiver = await startLocalReceiver();
    own = await startAppWithOwnDatabase({
      env: {
        WEBHOOK_SSRF_GUARD: 'on',
        WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
        WEBHOOK_RETRY_DELAY_SECONDS: '1',
        WEBHOOK_POLLING_INTERVAL_SECONDS: '0.5',
        WEBHOOK_TIMEOUT_MS: '3000',
      },
    });
    app = own.app;
    [admin, member, verifySnippet] = await Promise.all([signUp(), signUp(), readmeSnippet()]);
  });
  afterAll(async () => {
    await own?.close();
    await receiver?.close();
  });

  const register = (organizationId: string, url: string, events = ALL_EVENTS, caller = admin) =>
    client(app, caller).post('/api/Webhooks', { organizationId, url, events });
  async function registered(organizationId: string, path: string, events = ALL_EVENTS) {
    const response = await register(organizationId, receiver.url(path), events);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreatedWebhookEndpoint>();
  }
  const proOrganization = () => seedOrganization(app, { admins: [admin], members: [member], plan: 'Pro' });
  const submit = (organizationId: string, week = 0) =>
    client(app, member).post('/api/VacationRequests', { organizationId, ...nextYearWeek(week) });
  const deliveries = (endpointId: string) =>
    client(app, admin).json<WebhookDelivery[]>(`/api/Webhooks/endpoints/${endpointId}/deliveries`);
  async function settled(endpointId: string, count: number, timeoutMs = 20_000): Promise<WebhookDelivery[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const listed = await deliveries(endpointId);
      if (listed.length >= count && listed.every((d) => d.status !== 'Pending')) return listed;
      if (Date.now() > deadline) throw new Error(`deliveries not settled: ${JSON.stringify(listed)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const eventOf = (received: ReceivedPost) => JSON.parse(received.rawBody) as WebhookEvent;
  const signature = (received: ReceivedPost) => String(received.headers['ferieplan-signature']);

  it('signs every delivery: HMAC-SHA256 over "t.rawBody", verified by WebCrypto and by the README snippet', async () => {
    const org = await proOrganization();
    const endpoint = await registered(org.id, '/signed');
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    // The secret is shown once: never in a read.
    const listed = await client(app, admin).json<WebhookEndpoint[]>(`/api/Webhooks/organization/${org.id}`);
    expect(listed).toEqual([
      {
        id: endpoint.id,
        organizationId: org.id,
        url: receiver.url('/signed'),
        events: ALL_EVENTS,
        createdAt: endpoint.createdAt,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain('whsec_');

    const created = await submit(org.id);
    expect(created.statusCode, created.body).toBe(201);
    const [delivery] = await receiver.waitFor('/signed', 1);
    const header = signature(delivery);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(Math.abs(Number(/t=(\d+)/.exec(header)![1]) - Date.now() / 1000)).toBeLessThan(60);
    expect(await webCryptoVerifies(delivery.rawBody, header, endpoint.secret)).toBe(true);
    expect(verifySnippet(delivery.rawBody, header, endpoint.secret)).toBe(true);
    // A changed byte, another secret or an old timestamp fails both.
    const tampered = delivery.rawBody.replace('"Pending"', '"Approved"');
    expect(await webCryptoVerifies(tampered, header, endpoint.secret)).toBe(false);
    expect(verifySnippet(tampered, header, endpoint.secret)).toBe(false);
    expect(verifySnippet(delivery.rawBody, header, 'whsec_other')).toBe(false);
    expect(verifySnippet(delivery.rawBody, header.replace(/t=\d+/, 't=1000'), endpoint.secret)).toBe(false);

    expect(delivery.headers['content-type']).toBe('application/json; charset=utf-8');
    const event = eventOf(delivery);
    expect(event).toEqual({
      id: expect.any(String),
      type: 'absence.created',
      created: expect.any(Number),
      organizationId: org.id,
      data: {
        absenceId: created.json().id,
        employeeId: org.membershipIds[member.uid],
        kind: 'Ferie',
        ...nextYearWeek(),
        days: 3,
        status: 'Pending',
        actorEmployeeId: org.membershipIds[member.uid],
      },
    });
    const [listedDelivery] = await settled(endpoint.id, 1);
    expect(listedDelivery).toMatchObject({
      eventId: event.id,
      eventType: 'absence.created',
      status: 'Succeeded',
      attempts: 1,
      statusCode: 200,
      error: null,
    });
    // Only a short excerpt of the answer is kept.
    const [{ excerpt }] = await dataSourceOf(app).query(
      'SELECT response_excerpt AS excerpt FROM webhook_delivery WHERE id = $1',
      [listedDelivery.id],
    );
    expect(excerpt.length).toBeLessThanOrEqual(200);
  });

  it('fires for create, decide, cancel, a member joining and leaving; only the events chosen', async () => {
    const org = await proOrganization();
    const all = await registered(org.id, '/all');
    await registered(org.id, '/members-only', ['member.joined', 'member.left']);

    const first = (await submit(org.id)).json();
    expect(
      (await client(app, admin).put(`/api/VacationRequests/${first.id}/status`, { status: 'Approved' }))
        .statusCode,
    ).toBe(200);
    const second = (await submit(org.id, 2)).json();
    expect((await client(app, member).delete(`/api/VacationRequests/${second.id}`)).statusCode).toBe(204);

    const joining = await signUp(undefined, { emailVerified: true });
    const invitation = await client(app, admin).post('/api/UserInvitations', {
      organizationId: org.id,
      email: joining.email,
    });
    expect(invitation.statusCode, invitation.body).toBe(201);
    const joined = await client(app, joining).post(`/api/UserInvitations/${invitation.json().id}/accept`);
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await client(app, admin).delete(`/api/Users/${joined.json().id}`)).statusCode).toBe(204);

    // Each delivery is its own job, so they may arrive in any order (receivers order by `created`).
    const received = (await receiver.waitFor('/all', 6)).map(eventOf);
    expect(received.map((e) => e.type).sort()).toEqual([
      'absence.cancelled',
      'absence.created',
      'absence.created',
      'absence.decided',
      'member.joined',
      'member.left',
    ]);
    const only = (type: string) => received.filter((e) => e.type === type);
    expect(only('absence.decided')[0].data).toMatchObject({
      absenceId: first.id,
      status: 'Approved',
      actorEmployeeId: org.membershipIds[admin.uid],
    });
    expect(only('absence.cancelled')[0].data).toMatchObject({ absenceId: second.id, status: 'Cancelled' });
    const person = { employeeId: joined.json().id, name: joined.json().name, email: joining.email };
    expect(only('member.joined')[0].data).toEqual(person);
    expect(only('member.left')[0].data).toEqual(person);
    expect((await receiver.waitFor('/members-only', 2)).map((r) => eventOf(r).type).sort()).toEqual([
      'member.joined',
      'member.left',
    ]);
    expect(await settled(all.id, 6)).toHaveLength(6);
  });

  it('a change that rolls back sends nothing (a request overlapping one already made)', async () => {
    const org = await proOrganization();
    const endpoint = await registered(org.id, '/rollback');
    expect((await submit(org.id)).statusCode).toBe(201);
    expect((await submit(org.id)).statusCode).toBe(409);
    await receiver.waitFor('/rollback', 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.received('/rollback')).toHaveLength(1);
    expect(await deliveries(endpoint.id)).toHaveLength(1);
  });

  it('retries a failing endpoint with backoff until it answers 2xx; the same event and body each time', async () => {
    const org = await proOrganization();
    receiver.answer('/flaky', 500, 503, 200);
    const endpoint = await registered(org.id, '/flaky');
    await submit(org.id);
    const attempts = await receiver.waitFor('/flaky', 3, 30_000);
    expect(new Set(attempts.map((a) => a.rawBody)).size).toBe(1);
    for (const attempt of attempts)
      expect(await webCryptoVerifies(attempt.rawBody, signature(attempt), endpoint.secret)).toBe(true);
    const [delivery] = await settled(endpoint.id, 1);
    expect(delivery).toMatchObject({ status: 'Succeeded', attempts: 3, statusCode: 200, error: null });
    expect(delivery.lastAttemptAt).not.toBeNull();
  });

  it('gives a delivery up after 24 hours; "Send på nytt" sends the same event again as a new delivery', async () => {
    const org = await proOrganization();
    receiver.answer('/down', 500);
    const endpoint = await registered(org.id, '/down');
    await submit(org.id);
    await receiver.waitFor('/down', 1);
    // The delivery was written a day ago: the next failed attempt is its last.
    await dataSourceOf(app).query(
      `UPDATE webhook_delivery SET created_at = now() - interval '25 hours' WHERE endpoint_id = $1`,
      [endpoint.id],
    );
    const [failed] = await settled(endpoint.id, 1, 30_000);
    expect(failed).toMatchObject({
      status: 'Failed',
      statusCode: 500,
      error: serverWebhooks.attemptStatus(500),
    });

    receiver.answer('/down', 200);
    const resent = await client(app, admin).post(`/api/Webhooks/deliveries/${failed.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(201);
    expect(resent.json()).toMatchObject({ eventId: failed.eventId, status: 'Pending', attempts: 0 });
    const listed = await settled(endpoint.id, 2);
    expect(listed.map((d) => d.status)).toEqual(['Succeeded', 'Failed']);
    const bodies = receiver.received('/down').map((r) => r.rawBody);
    expect(bodies.at(-1)).toBe(bodies[0]);
    // Only a failed delivery is sent again.
    const again = await client(app, admin).post(`/api/Webhooks/deliveries/${listed[0].id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(serverWebhooks.resendNotFailed);
  });

  it('rotating the secret: the new one (shown once) signs, the old one no longer does', async () => {
    const org = await proOrganization();
    const endpoint = await registered(org.id, '/rotated');
    const rotated = await client(app, admin).post(`/api/Webhooks/endpoints/${endpoint.id}/secret`);
    expect(rotated.statusCode).toBe(200);
    const { secret } = rotated.json<{ secret: string }>();
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(endpoint.secret);
    await submit(org.id);
    const [delivery] = await receiver.waitFor('/rotated', 1);
    expect(await webCryptoVerifies(delivery.rawBody, signature(delivery), secret)).toBe(true);
    expect(await webCryptoVerifies(delivery.rawBody, signature(delivery), endpoint.secret)).toBe(false);
  });

  it('refuses endpoints that are not https or point into internal networks (SSRF); nothing is stored', async () => {
    const org = await proOrganization();
    const refused: [string, string][] = [
      ['http://lonn.example.no/hook', serverWebhooks.urlNotHttps],
      ['https://10.0.0.5/hook', serverWebhooks.urlPrivate],
      ['https://169.254.169.254/latest/meta-data/', serverWebhooks.urlPrivate],
      ['https://192.168.1.10/hook', serverWebhooks.urlPrivate],
      ['https://[::1]:8443/hook', serverWebhooks.urlPrivate],
      // 10.0.0.1 written as one number.
      ['https://167772161/hook', serverWebhooks.urlPrivate],
      // A name is checked by what it resolves to.
      ['https://localhost:8443/hook', serverWebhooks.urlPrivate],
      ['https://user:secret@lonn.example.no/hook', serverWebhooks.urlCredentials],
      ['not a url', serverWebhooks.urlInvalid],
    ];
    for (const [url, message] of refused) {
      const response = await register(org.id, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ message, errors: { url: [message] } });
    }
    const noEvents = await client(app, admin).post('/api/Webhooks', {
      organizationId: org.id,
      url: receiver.url('/x'),
      events: [],
    });
    expect(noEvents.statusCode).toBe(400);
    const unknownEvent = await register(org.id, receiver.url('/x'), ['absence.deleted']);
    expect(unknownEvent.statusCode).toBe(400);
    expect(await client(app, admin).json(`/api/Webhooks/organization/${org.id}`)).toEqual([]);
  });

  it('checks the resolved address again at delivery: a name now resolving to loopback is not contacted', async () => {
    const org = await proOrganization();
    // As if the name resolved publicly when it was registered: the row is written directly.
    const port = new URL(receiver.url('/')).port;
    const [{ id }] = await dataSourceOf(app).query(
      `INSERT INTO webhook_endpoint (organization_id, url, events, secret) VALUES ($1, $2, '{absence.created}', 'whsec_x') RETURNING id`,
      [org.id, `http://localhost:${port}/rebound`],
    );
    await submit(org.id);
    const deadline = Date.now() + 15_000;
    let listed = await deliveries(id);
    while (!(listed[0]?.attempts >= 1) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      listed = await deliveries(id);
    }
    expect(listed[0]).toMatchObject({ statusCode: null, error: serverWebhooks.attemptRefusedAddress });
    expect(receiver.received('/rebound')).toEqual([]);
  });

  it("keeps organisations apart: another organisation's admin neither sees nor changes an endpoint; events stay home", async () => {
    const org = await proOrganization();
    const endpoint = await registered(org.id, '/home');
    const otherAdmin = await signUp();
    const other = await seedOrganization(app, { admins: [otherAdmin], plan: 'Pro' });
    const neighbour = await register(other.id, receiver.url('/neighbour'), ALL_EVENTS, otherAdmin);
    expect(neighbour.statusCode).toBe(201);

    const stranger = client(app, otherAdmin);
    expect((await stranger.get(`/api/Webhooks/organization/${org.id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/Webhooks/endpoints/${endpoint.id}/deliveries`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/Webhooks/endpoints/${endpoint.id}/secret`)).statusCode).toBe(404);
    expect((await stranger.delete(`/api/Webhooks/endpoints/${endpoint.id}`)).statusCode).toBe(404);
    expect((await register(org.id, receiver.url('/intruder'), ALL_EVENTS, otherAdmin)).statusCode).toBe(404);

    await submit(org.id);
    await receiver.waitFor('/home', 1);
    const [delivery] = await settled(endpoint.id, 1);
    expect((await stranger.post(`/api/Webhooks/deliveries/${delivery.id}/resend`)).statusCode).toBe(404);
    expect(receiver.received('/neighbour')).toEqual([]);
    expect(
      (await client(app, admin).json<WebhookEndpoint[]>(`/api/Webhooks/organization/${org.id}`)).map(
        (e) => e.id,
      ),
    ).toEqual([endpoint.id]);
  });

  it('sends nothing for a Starter organisation, and a member cannot manage webhooks', async () => {
    const starter = await seedOrganization(app, { admins: [admin], members: [member], plan: 'Starter' });
    const refused = await register(starter.id, receiver.url('/starter'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(serverWebhooks.proRequired);
    // An endpoint kept from a Pro period: the downgraded organisation's changes are not sent.
    await dataSourceOf(app).query(
      `INSERT INTO webhook_endpoint (organization_id, url, events, secret) VALUES ($1, $2, '{absence.created}', 'whsec_x')`,
      [starter.id, receiver.url('/starter')],
    );
    expect((await submit(starter.id)).statusCode).toBe(201);
    const org = await proOrganization();
    expect((await register(org.id, receiver.url('/member'), ALL_EVENTS, member)).statusCode).toBe(403);
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.received('/starter')).toEqual([]);
  });
});
