import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, signUp } from '../test/harness.js';

/** Apps with a small rate limit (restored afterwards): one budget per client, for all routes and replicas. */
describe('rate limit per client', () => {
  const saved = { ...process.env };
  const apps: NestFastifyApplication[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    process.env = { ...saved };
  });
  const start = async () => {
    const app = await createApp();
    apps.push(app);
    return app;
  };
  const routes = ['/api/Organizations/my', '/api/UserInvitations/mine'];

  it('counts every route together (no fresh budget per route)', async () => {
    process.env.THROTTLE_LIMIT = '4';
    const app = await start();
    const user = await signUp();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const url = routes[i % 2];
      statuses.push((await client(app, user).get(url)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('behind one proxy (TRUST_PROXY=1) a forged X-Forwarded-For does not buy a new budget', async () => {
    process.env.THROTTLE_LIMIT = '2';
    process.env.TRUST_PROXY = '1';
    const app = await start();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      // The proxy appends the address it saw (10.1.2.3); what the client put before it is not trusted.
      const forwarded = `198.51.100.${i}, 10.1.2.3`;
      const response = await client(app).get(routes[0], { headers: { 'x-forwarded-for': forwarded } });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429, 429]);
  });

  it.skipIf(!process.env.TEST_REDIS_URL)(
    'with REDIS_URL, replicas share it: the limit is hit once across them',
    async () => {
      process.env.THROTTLE_LIMIT = '4';
      process.env.REDIS_URL = process.env.TEST_REDIS_URL;
      process.env.REDIS_KEY_PREFIX = `ferieplan-test:${randomBytes(4).toString('hex')}:`;
      const replicas = [await start(), await start(), await start()];
      const user = await signUp();
      const statuses = [];
      for (let i = 0; i < 7; i++) {
        const response = await client(replicas[i % 3], user).get(routes[i % 2]);
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429]);
    },
  );
});
