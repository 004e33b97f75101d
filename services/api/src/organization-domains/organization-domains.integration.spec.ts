import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AuditPage, Employee, JoinableOrganization, OrganizationDomain } from '@ferieplan/contracts';
import { server, serverCore, serverDomains } from '@ferieplan/texts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { client } from '../test/client.js';
import { seedOrganization, type SeededOrganization } from '../test/factories.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { TxtResolver } from './txt-resolver.js';

const refused = (statusCode: number, message: string) => ({ statusCode, message });
const uniqueDomain = () => `firma-${randomUUID().slice(0, 8)}.test`;

describe('organisation e-mail domains (claim, DNS proof, join by domain)', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, otherAdmin: TestUser;
  /** The TXT records the stub DNS answers, per domain (missing: NXDOMAIN). */
  const dns = new Map<string, string[][]>();

  beforeAll(async () => {
    [app, admin, otherAdmin] = await Promise.all([createApp(), signUp(), signUp()]);
    // The injected resolver, stubbed: the tests never reach the Internet's DNS.
    vi.spyOn(app.get(TxtResolver), 'resolveTxt').mockImplementation(async (hostname: string) => {
      const records = dns.get(hostname);
      if (records) return records;
      throw Object.assign(new Error(`queryTxt ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    });
  });
  afterEach(() => dns.clear());
  afterAll(() => app?.close());

  const claim = (org: SeededOrganization, domain: string, caller = admin) =>
    client(app, caller).post('/api/OrganizationDomains', { organizationId: org.id, domain });
  const verify = (id: string, caller = admin) =>
    client(app, caller).post(`/api/OrganizationDomains/${id}/verify`);
  const openForJoining = (id: string, caller = admin) =>
    client(app, caller).put(`/api/OrganizationDomains/${id}`, { joinEnabled: true });
  const rowsOf = async (orgId: string) =>
    (await dataSourceOf(app).query(
      'SELECT domain, verified_at, join_enabled FROM organization_domain WHERE organization_id = $1',
      [orgId],
    )) as unknown[];

  /** A Starter (default) organisation whose domain is proven and open for joining. */
  async function openOrganization(plan: 'Starter' | 'Pro' = 'Starter', domain = uniqueDomain()) {
    const org = await seedOrganization(app, { admins: [admin], plan, name: `Firma ${domain}` });
    const claimed = (await claim(org, domain)).json<OrganizationDomain>();
    dns.set(domain, [[claimed.verificationRecord]]);
    expect((await verify(claimed.id)).statusCode).toBe(200);
    expect((await openForJoining(claimed.id)).statusCode).toBe(200);
    return { org, domain, claimed };
  }

  it('an admin claims a domain, gets the TXT record, and the right record proves it (audited)', async () => {
    const org = await seedOrganization(app, { admins: [admin] });
    const domain = uniqueDomain();
    const response = await claim(org, `  ${domain.toUpperCase()}. `);
    expect(response.statusCode).toBe(201);
    const claimed = response.json<OrganizationDomain>();
    expect(claimed).toMatchObject({ domain, verifiedAt: null, joinEnabled: false });
    expect(claimed.verificationRecord).toMatch(/^ferieplan-verification=[A-Za-z0-9_-]{24}$/);

    // Join cannot be opened before the proof.
    expect((await openForJoining(claimed.id)).json()).toMatchObject(
      refused(409, serverDomains.joinNeedsVerified),
    );

    // Wrong record (another token), then no record at all: refused, nothing changes.
    dns.set(domain, [['v=spf1 -all'], ['ferieplan-verification=noe-annet']]);
    expect((await verify(claimed.id)).json()).toMatchObject(
      refused(409, serverDomains.recordMissing(claimed.verificationRecord)),
    );
    dns.delete(domain);
    expect((await verify(claimed.id)).json()).toMatchObject(
      refused(409, serverDomains.recordMissing(claimed.verificationRecord)),
    );
    expect(await rowsOf(org.id)).toEqual([{ domain, verified_at: null, join_enabled: false }]);

    // The right record, also when DNS split it in chunks.
    const [name, value] = claimed.verificationRecord.split('=');
    dns.set(domain, [['v=spf1 -all'], [`${name}=`, value]]);
    const verified = await verify(claimed.id);
    expect(verified.statusCode).toBe(200);
    expect(verified.json<OrganizationDomain>().verifiedAt).not.toBeNull();
    expect((await openForJoining(claimed.id)).json<OrganizationDomain>().joinEnabled).toBe(true);

    const listed = (await client(app, admin).get(`/api/OrganizationDomains/organization/${org.id}`)).json<
      OrganizationDomain[]
    >();
    expect(listed).toEqual([expect.objectContaining({ id: claimed.id, joinEnabled: true })]);
    const audit = (
      await client(app, admin).get(`/api/Audit/organization/${org.id}?category=domain`)
    ).json<AuditPage>();
    expect(audit.entries.map((entry) => entry.kind)).toEqual([
      'domain.join_changed',
      'domain.verified',
      'domain.claimed',
    ]);
    expect(audit.entries[1].description).toContain(domain);
  });

  it('a DNS failure (not a missing record) answers 502 and leaves the claim unproven', async () => {
    const org = await seedOrganization(app, { admins: [admin] });
    const claimed = (await claim(org, uniqueDomain())).json<OrganizationDomain>();
    vi.mocked(app.get(TxtResolver).resolveTxt).mockRejectedValueOnce(
      Object.assign(new Error('timeout'), { code: 'ETIMEOUT' }),
    );
    expect((await verify(claimed.id)).json()).toMatchObject(refused(502, serverDomains.dnsFailed));
    expect((await rowsOf(org.id))[0]).toMatchObject({ verified_at: null });
  });

  it('refuses public mail domains, bad domains, and a domain another organisation has verified', async () => {
    const org = await seedOrganization(app, { admins: [admin] });
    expect((await claim(org, 'Gmail.com')).json()).toMatchObject(refused(400, serverDomains.publicDomain));
    expect((await claim(org, 'outlook.com')).json()).toMatchObject(refused(400, serverDomains.publicDomain));
    for (const bad of ['firma', 'http://firma.no', 'fir ma.no', ''])
      expect((await claim(org, bad)).statusCode, bad).toBe(400);
    expect(await rowsOf(org.id)).toEqual([]);

    // Both may claim it while it is unproven; the first to prove it holds it.
    const domain = uniqueDomain();
    const other = await seedOrganization(app, { admins: [otherAdmin] });
    const mine = (await claim(org, domain)).json<OrganizationDomain>();
    const theirs = (await claim(other, domain, otherAdmin)).json<OrganizationDomain>();
    expect((await claim(org, domain)).json()).toMatchObject(refused(409, serverDomains.alreadyClaimed));
    dns.set(domain, [[mine.verificationRecord], [theirs.verificationRecord]]);
    expect((await verify(mine.id)).statusCode).toBe(200);
    expect((await verify(theirs.id, otherAdmin)).json()).toMatchObject(
      refused(409, serverDomains.takenByOther),
    );
    const late = await seedOrganization(app, { admins: [otherAdmin] });
    expect((await claim(late, domain, otherAdmin)).json()).toMatchObject(
      refused(409, serverDomains.takenByOther),
    );
  });

  it('members and other organisations cannot see or change the claims', async () => {
    const member = await signUp();
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const claimed = (await claim(org, uniqueDomain())).json<OrganizationDomain>();
    expect(
      (await client(app, member).get(`/api/OrganizationDomains/organization/${org.id}`)).statusCode,
    ).toBe(403);
    expect((await claim(org, uniqueDomain(), member)).statusCode).toBe(403);
    expect((await verify(claimed.id, otherAdmin)).statusCode).toBe(404);
    expect((await client(app, otherAdmin).delete(`/api/OrganizationDomains/${claimed.id}`)).statusCode).toBe(
      404,
    );
    expect(await rowsOf(org.id)).toHaveLength(1);
  });

  it('a person with a verified address at the domain sees the organisation and joins with one click', async () => {
    const { org, domain } = await openOrganization('Pro');
    const person = await signUp(`kari-${randomUUID().slice(0, 6)}@${domain.toUpperCase()}`, {
      emailVerified: true,
      displayName: 'Kari Nordmann',
    });
    const joinable = (await client(app, person).get('/api/OrganizationDomains/joinable')).json<
      JoinableOrganization[]
    >();
    expect(joinable).toEqual([{ organizationId: org.id, organizationName: `Firma ${domain}`, domain }]);

    const joined = await client(app, person).post(`/api/OrganizationDomains/joinable/${org.id}/join`);
    expect(joined.statusCode).toBe(200);
    expect(joined.json<Employee>()).toMatchObject({ name: 'Kari Nordmann', isAdmin: false });
    expect((await client(app, person).get('/api/OrganizationDomains/joinable')).json()).toEqual([]);
    expect(
      (await client(app, person).post(`/api/OrganizationDomains/joinable/${org.id}/join`)).json(),
    ).toMatchObject(refused(409, serverCore.alreadyMember));
    const audit = (
      await client(app, admin).get(`/api/Audit/organization/${org.id}?category=domain`)
    ).json<AuditPage>();
    expect(audit.entries[0]).toMatchObject({ kind: 'domain.member_joined' });
    expect(audit.entries[0].description).toContain('Kari Nordmann');
  });

  it('an unconfirmed address, another domain, or a closed domain cannot join', async () => {
    const { org, domain, claimed } = await openOrganization('Pro');
    const unconfirmed = await signUp(`ola-${randomUUID().slice(0, 6)}@${domain}`);
    expect((await client(app, unconfirmed).get('/api/OrganizationDomains/joinable')).json()).toEqual([]);
    expect(
      (await client(app, unconfirmed).post(`/api/OrganizationDomains/joinable/${org.id}/join`)).json(),
    ).toMatchObject(refused(403, serverDomains.emailUnverified));

    // Another organisation's people (other domain) are not let in, and do not see it.
    const stranger = await signUp(`per-${randomUUID().slice(0, 6)}@${uniqueDomain()}`, {
      emailVerified: true,
    });
    expect((await client(app, stranger).get('/api/OrganizationDomains/joinable')).json()).toEqual([]);
    expect(
      (await client(app, stranger).post(`/api/OrganizationDomains/joinable/${org.id}/join`)).json(),
    ).toMatchObject(refused(404, serverDomains.notJoinable));

    // The admin closes joining: the domain's people can no longer join.
    const colleague = await signUp(`lise-${randomUUID().slice(0, 6)}@${domain}`, { emailVerified: true });
    await client(app, admin).put(`/api/OrganizationDomains/${claimed.id}`, { joinEnabled: false });
    expect((await client(app, colleague).get('/api/OrganizationDomains/joinable')).json()).toEqual([]);
    expect(
      (await client(app, colleague).post(`/api/OrganizationDomains/joinable/${org.id}/join`)).statusCode,
    ).toBe(404);

    const [{ n }] = await dataSourceOf(app).query(
      'SELECT count(*)::int AS n FROM membership WHERE organization_id = $1',
      [org.id],
    );
    expect(n).toBe(1);
  });

  it('Starter: of parallel joins only the free seat is taken, the others get the limit message', async () => {
    const { org, domain } = await openOrganization('Starter');
    const people = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        signUp(`ansatt${i}-${randomUUID().slice(0, 6)}@${domain}`, { emailVerified: true }),
      ),
    );
    const answers = await Promise.all(
      people.map((person) => client(app, person).post(`/api/OrganizationDomains/joinable/${org.id}/join`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403, 403, 403]);
    for (const answer of answers.filter((a) => a.statusCode === 403))
      expect(answer.json()).toMatchObject(refused(403, server.starterLimit));
    const [{ n }] = await dataSourceOf(app).query(
      'SELECT count(*)::int AS n FROM membership WHERE organization_id = $1',
      [org.id],
    );
    expect(n).toBe(2);
  });

  it('Starter: a person invited to the last seat may take it by domain too, and the invitation is used up', async () => {
    const { org, domain } = await openOrganization('Starter');
    const invitedEmail = `invitert-${randomUUID().slice(0, 6)}@${domain}`;
    expect(
      (await client(app, admin).post('/api/UserInvitations', { organizationId: org.id, email: invitedEmail }))
        .statusCode,
    ).toBe(201);
    const other = await signUp(`annen-${randomUUID().slice(0, 6)}@${domain}`, { emailVerified: true });
    expect(
      (await client(app, other).post(`/api/OrganizationDomains/joinable/${org.id}/join`)).json(),
    ).toMatchObject(refused(403, server.starterLimit));
    const invited = await signUp(invitedEmail, { emailVerified: true });
    expect(
      (await client(app, invited).post(`/api/OrganizationDomains/joinable/${org.id}/join`)).statusCode,
    ).toBe(200);
    const [row] = await dataSourceOf(app).query('SELECT status FROM invitation WHERE organization_id = $1', [
      org.id,
    ]);
    expect(row.status).toBe('Accepted');
  });
});
