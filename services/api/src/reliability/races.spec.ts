import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail, type TestUser } from '../test/harness.js';
import { seedOrganization } from '../test/factories.js';
import { clusterClient, tally } from '../test/cluster/cluster-client.js';
import { startReplicaCluster, type ReplicaCluster } from '../test/cluster/replica-cluster.js';

// The check-then-write rules across three API instances with their own connection pools: exactly one
// of the racing writes passes, the others get the rule's 4xx, and none a 5xx.
const year = new Date().getFullYear() + 1;
let cluster: ReplicaCluster;
let call: ReturnType<typeof clusterClient>;

beforeAll(async () => {
  cluster = await startReplicaCluster(3);
  call = clusterClient(cluster.urls);
});
afterAll(() => cluster?.stop());

const log = (name: string, counts: Record<string, number>) =>
  console.log(`[races, 3 replicas] ${name}: ${JSON.stringify(counts)}`);

describe('races across three replicas', () => {
  it('30 invitations at once on Starter: one seat left, exactly one invitation', async () => {
    const admin = await signUp();
    const org = await seedOrganization(cluster.first, { admins: [admin], plan: 'Starter' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(admin.idToken, 'POST', '/UserInvitations', {
          organizationId: org.id,
          email: uniqueEmail('invitert'),
        }),
      ),
    );
    log('30 invitasjoner, Starter', tally(answers));
    expect(tally(answers)).toEqual({ 201: 1, 403: 29 });
  });

  it('10 overlapping requests by one person at once: exactly one is created', async () => {
    const member = await signUp();
    const org = await seedOrganization(cluster.first, {
      admins: [await signUp()],
      members: [member],
      plan: 'Pro',
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(member.idToken, 'POST', '/VacationRequests', {
          organizationId: org.id,
          startDate: `${year}-07-0${1 + (i % 3)}`,
          endDate: `${year}-07-1${i % 3}`,
        }),
      ),
    );
    log('10 overlappende forespørsler', tally(answers));
    expect(tally(answers)).toEqual({ 201: 1, 409: 9 });
  });

  it('two admins deciding the same 20 requests at once: one decision each, the other 409', async () => {
    const [first, second] = [await signUp(), await signUp()];
    const members: TestUser[] = await Promise.all(Array.from({ length: 20 }, () => signUp()));
    const org = await seedOrganization(cluster.first, { admins: [first, second], members, plan: 'Pro' });
    const requests = await Promise.all(
      members.map((member) =>
        call(member.idToken, 'POST', '/VacationRequests', {
          organizationId: org.id,
          startDate: `${year}-08-03`,
          endDate: `${year}-08-05`,
        }),
      ),
    );
    expect(tally(requests)).toEqual({ 201: 20 });
    const answers = await Promise.all(
      requests.flatMap(({ body }) => {
        const id = (body as { id: string }).id;
        return [
          call(first.idToken, 'PUT', `/VacationRequests/${id}/status`, { status: 'Approved' }),
          call(second.idToken, 'PUT', `/VacationRequests/${id}/status`, { status: 'Rejected' }),
        ];
      }),
    );
    log('20 forespørsler avgjort av to administratorer samtidig', tally(answers));
    expect(tally(answers)).toEqual({ 200: 20, 409: 20 });
  });

  it("an admin's employee edit racing the employee's new request, 30 rounds: both succeed, never a 5xx", async () => {
    const admin = await signUp();
    const member = await signUp();
    const org = await seedOrganization(cluster.first, { admins: [admin], members: [member], plan: 'Pro' });
    const memberId = org.membershipIds[member.uid];
    const answers = [];
    for (let round = 0; round < 30; round += 1) {
      const start = new Date(Date.UTC(year, 0, 4 + 7 * round));
      const end = new Date(start.getTime() + 2 * 86_400_000);
      answers.push(
        ...(await Promise.all([
          call(admin.idToken, 'PUT', `/Users/${memberId}`, {
            name: `Ansatt ${round}`,
            yearlyDays: 25 + (round % 3),
          }),
          call(member.idToken, 'POST', '/VacationRequests', {
            organizationId: org.id,
            startDate: start.toISOString().slice(0, 10),
            endDate: end.toISOString().slice(0, 10),
          }),
        ])),
      );
    }
    log('30 runder: endring av ansatt mot ny forespørsel', tally(answers));
    expect(tally(answers)).toEqual({ 200: 30, 201: 30 });
  });

  it('an admin cancelling an invitation while the invitee accepts it, 20 rounds: exactly one wins each', async () => {
    const admin = await signUp();
    const org = await seedOrganization(cluster.first, { admins: [admin], plan: 'Pro' });
    const rounds = [];
    for (let round = 0; round < 20; round += 1) {
      const invitee = await signUp(uniqueEmail('invitert'), { emailVerified: true });
      const invited = await call(admin.idToken, 'POST', '/UserInvitations', {
        organizationId: org.id,
        email: invitee.email,
      });
      expect(invited.status).toBe(201);
      const id = (invited.body as { id: string }).id;
      rounds.push(
        await Promise.all([
          call(admin.idToken, 'POST', `/UserInvitations/${id}/cancel`),
          call(invitee.idToken, 'POST', `/UserInvitations/${id}/accept`),
        ]),
      );
    }
    const answers = rounds.flat();
    log('20 runder: avbryt invitasjon mot godta', tally(answers));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(rounds.filter((pair) => pair.filter((a) => a.status < 300).length !== 1)).toEqual([]);
  });
});
