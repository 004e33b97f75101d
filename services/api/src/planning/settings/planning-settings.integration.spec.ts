import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { serverPlanning } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../../test/harness.js';
import { seedOrganization } from '../../test/factories.js';

describe('Planning settings (transfer limit, summer-request deadline)', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, member: TestUser;
  beforeAll(async () => {
    [app, admin, member] = await Promise.all([createApp(), signUp(), signUp()]);
  });
  afterAll(() => app?.close());

  const url = (orgId: string) => `/api/PlanningSettings/organization/${orgId}`;
  const save = (orgId: string, payload: unknown, user = admin) => client(app, user).put(url(orgId), payload);

  it('defaults to the Act’s 10 weekdays and no deadline; members can read them', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const response = await client(app, member).get(url(org.id));
    expect(response.json()).toEqual({
      organizationId: org.id,
      transferLimit: 10,
      summerRequestDeadline: null,
      advancedPlanning: false,
    });
  });

  it('sets the transfer limit on every plan, the deadline on Pro; null removes the deadline', async () => {
    const org = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
    expect((await save(org.id, { transferLimit: 14, summerRequestDeadline: '04-01' })).json()).toMatchObject({
      transferLimit: 14,
      summerRequestDeadline: '04-01',
      advancedPlanning: true,
    });
    // Leaving a field out keeps it.
    expect((await save(org.id, { transferLimit: 5 })).json()).toMatchObject({
      transferLimit: 5,
      summerRequestDeadline: '04-01',
    });
    expect((await save(org.id, { summerRequestDeadline: null })).json()).toMatchObject({
      transferLimit: 5,
      summerRequestDeadline: null,
    });
  });

  it('refuses a deadline on Starter (403) and changes nothing', async () => {
    const org = await seedOrganization(app, { admins: [admin] });
    const response = await save(org.id, { transferLimit: 3, summerRequestDeadline: '04-01' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(serverPlanning.proRequired);
    const [row] = await dataSourceOf(app).query(
      'SELECT transfer_limit, summer_request_deadline FROM organization WHERE id = $1',
      [org.id],
    );
    expect(row).toEqual({ transfer_limit: 10, summer_request_deadline: null });
  });

  it.each([
    [{ transferLimit: -1 }, serverPlanning.transferLimitInvalid(25)],
    [{ transferLimit: 26 }, serverPlanning.transferLimitInvalid(25)],
    [{ transferLimit: 2.5 }, serverPlanning.transferLimitInvalid(25)],
    [{ transferLimit: '10' }, serverPlanning.transferLimitInvalid(25)],
    [{ summerRequestDeadline: '02-29' }, serverPlanning.summerDeadlineInvalid],
    [{ summerRequestDeadline: '2026-04-01' }, serverPlanning.summerDeadlineInvalid],
    [{ summerRequestDeadline: 401 }, serverPlanning.summerDeadlineInvalid],
  ])('refuses %j with 400', async (payload, message) => {
    const org = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
    const response = await save(org.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
