import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { server } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { bearer, createApp, revokeTokens, signUp } from '../test/harness.js';

/** An unsigned JWT with the given claims (the emulator does not check signatures, Firebase does). */
function craftToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT', kid: 'forged' })}.${part(claims)}.${Buffer.from('forged').toString('base64url')}`;
}

const claimsFor = (uid: string, overrides: Record<string, unknown> = {}) => {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: 'https://securetoken.google.com/demo-ferieplan',
    aud: 'demo-ferieplan',
    sub: uid,
    user_id: uid,
    iat: now - 10,
    auth_time: now - 10,
    exp: now + 3600,
    ...overrides,
  };
};

describe('Firebase bearer guard', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await createApp();
  });
  afterAll(async () => {
    await app.close();
  });

  /** The caller's organisations, with exactly these headers (none: no Authorization). */
  const myOrganizations = (headers: Record<string, string> = {}) =>
    client(app).get('/api/Organizations/my', { headers });

  it('accepts a valid emulator ID token', async () => {
    const user = await signUp();
    const response = await myOrganizations(bearer(user));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('401 with a Norwegian JSON body without a token', async () => {
    const response = await myOrganizations();
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ statusCode: 401, message: server.unauthorized });
  });

  it('401 for a malformed Authorization header', async () => {
    for (const authorization of ['Basic abc', 'Bearer', 'Bearer  ', 'token']) {
      const response = await myOrganizations({ authorization });
      expect(response.statusCode, authorization).toBe(401);
    }
  });

  it('401 for garbage and forged tokens', async () => {
    const user = await signUp();
    const tampered = user.idToken.slice(0, -4) + 'AAAA';
    for (const token of [
      'not-a-jwt',
      'a.b.c',
      craftToken(claimsFor('no-such-user')),
      tampered.replace(/\..*\./, '.e30.'),
    ]) {
      const response = await myOrganizations(bearer(token));
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, message: server.invalidToken });
    }
  });

  it('401 for an expired-looking token of a real user', async () => {
    const user = await signUp();
    const now = Math.floor(Date.now() / 1000);
    const expired = craftToken(
      claimsFor(user.uid, { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 }),
    );
    const response = await myOrganizations(bearer(expired));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(server.invalidToken);
  });

  it('401 for a token issued for another project', async () => {
    const user = await signUp();
    const response = await myOrganizations(
      bearer(craftToken(claimsFor(user.uid, { aud: 'another-project' }))),
    );
    expect(response.statusCode).toBe(401);
  });

  it('401 for a revoked token (admin revokeRefreshTokens)', async () => {
    const user = await signUp();
    await revokeTokens(user.uid);
    const response = await myOrganizations(bearer(user));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, message: server.invalidToken });
  });

  it('public routes need no token', async () => {
    const response = await client(app).get('/api/health');
    expect(response.statusCode).toBe(200);
  });
});
