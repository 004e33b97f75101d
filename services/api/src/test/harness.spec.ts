import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './client.js';
import { createApp, signUp } from './harness.js';
import { seedOrganization } from './factories.js';

describe('test harness', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await createApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('boots the app against the test database', async () => {
    const response = await client(app).get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('signs up users in the emulator whose tokens the API accepts', async () => {
    const user = await signUp();
    expect(user.idToken.split('.')).toHaveLength(3);
    const org = await seedOrganization(app, { admins: [user] });
    expect(org.membershipIds[user.uid]).toBeTruthy();
    const response = await client(app, user).get('/api/Organizations/my');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ id: org.id, name: 'Testorganisasjon', orgnr: null, plan: 'Starter' }]);
  });
});
