import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ApiKeyScope } from '@ferieplan/contracts';
import { newApiKey } from '../api-keys/api-key-secret.js';
import { dataSourceOf } from './harness.js';

export interface ApiKeySeed {
  organizationId: string;
  /** The admin membership that made it (the key acts as them). */
  membershipId: string;
  scope?: ApiKeyScope;
  /** States the API makes only with time passing: an expiry already past, a revocation. */
  expired?: boolean;
  revoked?: boolean;
}

/** An API key written straight to the database (no audit entry); returns its id and the secret key. */
export async function seedApiKey(
  app: NestFastifyApplication,
  seed: ApiKeySeed,
): Promise<{ id: string; key: string }> {
  const secret = newApiKey();
  const [row] = await dataSourceOf(app).query(
    `INSERT INTO api_key (organization_id, membership_id, name, scope, prefix, key_hash, expires_at, revoked_at)
     VALUES ($1, $2, $3, $4, $5, $6,
             CASE WHEN $7 THEN now() - interval '1 second' END, CASE WHEN $8 THEN now() END)
     RETURNING id`,
    [
      seed.organizationId,
      seed.membershipId,
      `Nøkkel ${secret.prefix}`,
      seed.scope ?? 'read',
      secret.prefix,
      secret.hash,
      seed.expired === true,
      seed.revoked === true,
    ],
  );
  return { id: row.id as string, key: secret.key };
}
