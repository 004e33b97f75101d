import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { server } from '@ferieplan/texts';
import { afterEach, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, revokeTokens, signUp } from '../test/harness.js';

/** Apps with non-default settings (token cache, rate limit); the environment is restored afterwards. */
describe('auth cache and rate limiting settings', () => {
  const saved = { ...process.env };
  let app: NestFastifyApplication | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
    process.env = { ...saved };
  });

  const myOrganizations = (token: string) => client(app!, token).get('/api/Organizations/my');

  it('default cache: a revoked token keeps working until its cache entry lapses (documented trade-off)', async () => {
    app = await createApp();
    const user = await signUp();
    expect((await myOrganizations(user.idToken)).statusCode).toBe(200);
    await revokeTokens(user.uid);
    expect((await myOrganizations(user.idToken)).statusCode).toBe(200);
  });

  it('AUTH_CACHE_TTL_MS=0: revocation is honoured on the very next request', async () => {
    process.env.AUTH_CACHE_TTL_MS = '0';
    app = await createApp();
    const user = await signUp();
    expect((await myOrganizations(user.idToken)).statusCode).toBe(200);
    await revokeTokens(user.uid);
    const response = await myOrganizations(user.idToken);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(server.invalidToken);
  });

  it('rate limiting: 429 with a Norwegian message once the limit is used up', async () => {
    process.env.THROTTLE_LIMIT = '3';
    app = await createApp();
    const user = await signUp();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await myOrganizations(user.idToken)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await myOrganizations(user.idToken);
    expect(limited.json()).toEqual({ statusCode: 429, message: server.tooManyRequests });
  });
});
