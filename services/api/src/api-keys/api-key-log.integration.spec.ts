import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedApiKey } from '../test/api-key-factory.js';
import { client } from '../test/client.js';
import { seedOrganization } from '../test/factories.js';
import { createApp, signUp } from '../test/harness.js';

describe('request log of API-key requests', () => {
  const written: string[] = [];
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await createApp({ logDestination: { write: (line: string) => void written.push(line) } });
  });
  afterAll(() => app?.close());

  it("names the key's id and organisation, never the key", async () => {
    const admin = await signUp();
    const org = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
    const { id, key } = await seedApiKey(app, {
      organizationId: org.id,
      membershipId: org.membershipIds[admin.uid],
    });
    const response = await client(app, key).get(`/api/Teams/organization/${org.id}`, {
      headers: { 'x-request-id': 'api-key-log-1' },
    });
    expect(response.statusCode).toBe(200);
    const line = written.map((text) => JSON.parse(text)).find((entry) => entry.requestId === 'api-key-log-1');
    expect(line).toMatchObject({ msg: 'request', status: 200, organizationId: org.id, apiKeyId: id });
    expect(written.join('')).not.toContain(key);
  });
});
