// Checks against the running deployment that need no browser: the seat-limit race and the shared rate
// limit, both spread over the three replicas directly (each replica gets its share for certain).
import { randomBytes } from 'node:crypto';
import { identityClient, uniqueEmail } from '../kit/identity.mjs';
import { httpClient } from './http.mjs';

const token32 = () => randomBytes(24).toString('base64url').slice(0, 32);

/** An owner with a fresh Starter organisation, created through the front. */
export async function ownerWithOrganization({ urls, prefix, localAddress }) {
  const owner = await identityClient(urls.authEmulator).signUp({ email: uniqueEmail(prefix) });
  const client = httpClient({ localAddress });
  const name = `Øving ${prefix} ${randomBytes(2).toString('hex')}`;
  const created = await client.call('POST', `${urls.api}/api/Organizations`, {
    token: owner.idToken,
    body: { name },
  });
  client.close();
  if (created.status !== 201)
    throw new Error(`POST /api/Organizations: ${created.status} ${JSON.stringify(created.body)}`);
  return { owner, organizationId: created.body.id, organizationName: name };
}

/**
 * 30 invitations at once to a Starter organisation (owner + 1 seat), 10 per replica: exactly one may
 * succeed, the rest must be refused with a 4xx, and one invitation must exist afterwards.
 */
export async function seatLimitRace({ urls, replicaUrls, invitations = 30 }) {
  const { owner, organizationId } = await ownerWithOrganization({ urls, prefix: 'seteløp' });
  const client = httpClient({ maxSockets: invitations });
  const results = await Promise.all(
    Array.from({ length: invitations }, (_, i) =>
      client.call('POST', `${replicaUrls[i % replicaUrls.length]}/api/Invitations`, {
        token: owner.idToken,
        body: {
          organizationId,
          email: uniqueEmail(`invitert${i}`),
          token: token32(),
          organizationName: 'Øving',
        },
      }),
    ),
  );
  const pending = await client.call('GET', `${urls.api}/api/UserInvitations/organization/${organizationId}`, {
    token: owner.idToken,
  });
  client.close();
  const byStatus = {};
  for (const { status } of results) byStatus[status] = (byStatus[status] ?? 0) + 1;
  const created = byStatus[201] ?? 0;
  const serverErrors = results.filter((r) => r.status === 0 || r.status >= 500).length;
  const stored = Array.isArray(pending.body) ? pending.body.length : NaN;
  const ok = created === 1 && serverErrors === 0 && stored === 1;
  return {
    ok,
    summary: `${invitations} concurrent invitations over ${replicaUrls.length} replicas: ${JSON.stringify(byStatus)}; pending afterwards: ${stored}`,
  };
}

/**
 * One client (its own source address) sends limit + extra requests round-robin over the replicas:
 * with the counters in Redis exactly `limit` get through in total, the rest are 429.
 */
export async function sharedRateLimit({ replicaUrls, limit, extra = 15, localAddress = '127.0.0.200' }) {
  const client = httpClient({ localAddress, maxSockets: 12 });
  const statuses = [];
  const total = limit + extra;
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const { status } = await client.call(
        'GET',
        `${replicaUrls[i % replicaUrls.length]}/api/Organizations/my`,
      );
      statuses.push(status);
    }
  };
  await Promise.all(Array.from({ length: 12 }, worker));
  client.close();
  const limited = statuses.filter((s) => s === 429).length;
  const passed = statuses.filter((s) => s !== 429 && s !== 0 && s < 500).length;
  const broken = statuses.length - limited - passed;
  return {
    ok: passed === limit && limited === extra && broken === 0,
    summary: `${total} requests from one client over ${replicaUrls.length} replicas (limit ${limit}): ${passed} answered, ${limited} refused with 429, ${broken} errors`,
  };
}
