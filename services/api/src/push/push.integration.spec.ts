import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { PushPublicKey } from '@ferieplan/contracts';
import { pushMessages, serverPush, serverWebhooks } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { seedOrganization } from '../test/factories.js';
import { startAppWithOwnDatabase, type AppWithOwnDatabase } from '../test/app-with-own-database.js';
import { nextYearWeek } from '../test/dates.js';
import { dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { startLocalReceiver, type LocalReceiver, type ReceivedPost } from '../test/local-receiver.js';

/** A browser's side of a subscription: its P-256 key pair and auth secret, and a path on the local push service. */
interface Device {
  ecdh: ECDH;
  auth: Buffer;
  path: string;
}

const newDevice = (path: string): Device => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16), path };
};

/**
 * RFC 8291 / 8188 decryption written here with node:crypto (not web-push's library the API encrypts
 * with): salt(16) | rs(4) | idlen(1) | sender key(65) | ciphertext+tag, one record, padding 0x02 0x00*.
 */
function decrypt(device: Device, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const senderKey = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = plain.length - 1;
  while (plain[end] === 0) end--;
  expect(plain[end]).toBe(2); // the last record's delimiter
  return plain.subarray(0, end).toString('utf8');
}

/**
 * Web Push on real PostgreSQL with the pg-boss worker and a local push service that receives the
 * encrypted pushes. The SSRF guard is on (as in production) with 127.0.0.1 allowed, like the webhooks.
 */
describe('Web Push: devices, pushes on requests and decisions, pruning', () => {
  let service: LocalReceiver;
  let own: AppWithOwnDatabase;
  let app: NestFastifyApplication;
  let admin: TestUser;
  let member: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    service = await startLocalReceiver({ status: 201 });
    own = await startAppWithOwnDatabase({
      env: {
        WEBHOOK_SSRF_GUARD: 'on',
        WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
        PUSH_RETRY_DELAY_SECONDS: '1',
        PUSH_POLLING_INTERVAL_SECONDS: '0.5',
        PUSH_TIMEOUT_MS: '3000',
      },
    });
    app = own.app;
    [admin, member, outsider] = await Promise.all([signUp(), signUp(), signUp()]);
  });
  afterAll(async () => {
    await own?.close();
    await service?.close();
  });

  const subscribe = (organizationId: string, device: Device, caller: TestUser) =>
    client(app, caller).put(`/api/Push/organization/${organizationId}/subscription`, {
      endpoint: service.url(device.path),
      keys: {
        p256dh: device.ecdh.getPublicKey().toString('base64url'),
        auth: device.auth.toString('base64url'),
      },
    });
  const unsubscribe = (organizationId: string, device: Device, caller: TestUser) =>
    client(app, caller).post(`/api/Push/organization/${organizationId}/subscription/remove`, {
      endpoint: service.url(device.path),
    });
  const rows = async (device: Device): Promise<number> =>
    (
      await dataSourceOf(app).query('SELECT count(*)::int AS n FROM push_subscription WHERE endpoint = $1', [
        service.url(device.path),
      ])
    )[0].n;
  const submit = async (organizationId: string, week = 0) => {
    const response = await client(app, member).post('/api/VacationRequests', {
      organizationId,
      ...nextYearWeek(week),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>();
  };
  const decide = async (id: string, status: 'Approved' | 'Rejected') => {
    const response = await client(app, admin).put(`/api/VacationRequests/${id}/status`, { status });
    expect(response.statusCode, response.body).toBeLessThan(300);
  };
  const payloadOf = (device: Device, push: ReceivedPost) => JSON.parse(decrypt(device, push.body));

  it('the person hears of the decision and the admins of the request, encrypted for each device and VAPID-signed', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const phone = newDevice('/member-phone');
    const adminPhone = newDevice('/admin-phone');
    const { publicKey } = await client(app, member).json<PushPublicKey>('/api/Push/public-key');
    expect(publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await subscribe(org.id, phone, member)).statusCode).toBe(204);
    expect((await subscribe(org.id, adminPhone, admin)).statusCode).toBe(204);

    const request = await submit(org.id);
    const [toAdmin] = await service.waitFor('/admin-phone', 1);
    expect(toAdmin.headers['content-encoding']).toBe('aes128gcm');
    expect(toAdmin.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    expect(Number(toAdmin.headers.ttl)).toBeGreaterThan(0);
    expect(payloadOf(adminPhone, toAdmin)).toEqual({
      title: pushMessages.newRequest,
      body: expect.stringMatching(/: Ferie, \d/),
      url: '/admindashboard',
      tag: request.id,
    });
    // The person's own submission goes to nobody's but the admins' devices.
    expect(service.received('/member-phone')).toHaveLength(0);

    await decide(request.id, 'Approved');
    const [approved] = await service.waitFor('/member-phone', 1);
    expect(payloadOf(phone, approved)).toMatchObject({
      title: 'Ferieforespørselen din er godkjent',
      url: '/dashboard',
    });
    // Only the device it was encrypted for can read it.
    expect(() => decrypt(adminPhone, approved.body)).toThrow();

    const second = await submit(org.id, 2);
    await decide(second.id, 'Rejected');
    const pushes = await service.waitFor('/member-phone', 2);
    expect(payloadOf(phone, pushes[1]).title).toBe('Ferieforespørselen din er avslått');
  });

  it('a device the push service answers 410 (or 404) is removed, with nothing left to send', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const gone = newDevice('/gone');
    const missing = newDevice('/missing');
    service.answer('/gone', 410);
    service.answer('/missing', 404);
    await subscribe(org.id, gone, member);
    await subscribe(org.id, missing, member);
    const request = await submit(org.id);
    await decide(request.id, 'Approved');
    await service.waitFor('/gone', 1);
    await service.waitFor('/missing', 1);
    await expect.poll(() => rows(gone), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => rows(missing), { timeout: 10_000 }).toBe(0);
    const [{ n }] = await dataSourceOf(app).query('SELECT count(*)::int AS n FROM push_message');
    expect(n).toBe(0);
  });

  it('turning it off on the device removes it on the server: no more pushes', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const tablet = newDevice('/tablet');
    await subscribe(org.id, tablet, member);
    expect(await rows(tablet)).toBe(1);
    expect((await unsubscribe(org.id, tablet, member)).statusCode).toBe(204);
    expect(await rows(tablet)).toBe(0);
    const request = await submit(org.id);
    await decide(request.id, 'Approved');
    await new Promise((r) => setTimeout(r, 2000));
    expect(service.received('/tablet')).toHaveLength(0);
  });

  it('tenant isolation: no subscribing where one is not a member, nobody removes another’s device, organisations stay apart', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const other = await seedOrganization(app, { admins: [outsider] });
    const outsiderPhone = newDevice('/outsider-phone');
    const memberPhone = newDevice('/member-phone-2');
    expect((await subscribe(org.id, outsiderPhone, outsider)).statusCode).toBe(404);
    expect(await rows(outsiderPhone)).toBe(0);
    await subscribe(other.id, outsiderPhone, outsider);
    await subscribe(org.id, memberPhone, member);
    // The outsider names the member's endpoint: nothing of the member's changes.
    expect((await unsubscribe(other.id, memberPhone, outsider)).statusCode).toBe(204);
    expect((await unsubscribe(org.id, memberPhone, outsider)).statusCode).toBe(404);
    expect(await rows(memberPhone)).toBe(1);

    const request = await submit(org.id);
    await decide(request.id, 'Approved');
    await service.waitFor('/member-phone-2', 1);
    await new Promise((r) => setTimeout(r, 1000));
    // The other organisation's admin hears nothing of this one's requests.
    expect(service.received('/outsider-phone')).toHaveLength(0);
  });

  it('a device that someone else subscribes is theirs from then on', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const shared = newDevice('/shared');
    await subscribe(org.id, shared, member);
    await subscribe(org.id, shared, admin);
    const owners = await dataSourceOf(app).query(
      'SELECT membership_id AS id FROM push_subscription WHERE endpoint = $1',
      [service.url(shared.path)],
    );
    expect(owners).toEqual([{ id: org.membershipIds[admin.uid] }]);
  });

  it('refuses endpoints the API must not post to and keys that are no keys (400, nothing saved)', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const keys = { p256dh: newDevice('/x').ecdh.getPublicKey().toString('base64url'), auth: 'c2VjcmV0' };
    const put = (body: unknown) =>
      client(app, member).put(`/api/Push/organization/${org.id}/subscription`, body);
    const internal = await put({ endpoint: 'https://10.1.2.3/push', keys });
    expect(internal.statusCode).toBe(400);
    expect(internal.json().message).toBe(serverWebhooks.urlPrivate);
    expect((await put({ endpoint: 'http://push.example.com/x', keys })).json().message).toBe(
      serverWebhooks.urlNotHttps,
    );
    const badKeys = await put({
      endpoint: 'https://push.example.com/x',
      keys: { p256dh: 'not base64!', auth: '' },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(badKeys.body).toContain(serverPush.keysInvalid);
    const [{ n }] = await dataSourceOf(app).query(
      'SELECT count(*)::int AS n FROM push_subscription s JOIN membership m ON m.id = s.membership_id WHERE m.organization_id = $1',
      [org.id],
    );
    expect(n).toBe(0);
  });
});
