import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { AuditKind, type ApiKey, type CreatedApiKey } from '@ferieplan/contracts';
import { server, serverApiKeys } from '@ferieplan/texts';
import { hasApiKeys, osloDate } from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { AuditLog } from '../audit/audit-log.js';
import { conflict, forbidden, invalidInput, notFound } from '../common/domain-error.js';
import { isUuid } from '../common/uuid.js';
import { runInTransaction } from '../database/transaction.js';
import { newApiKey } from './api-key-secret.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import type { CreateApiKeyDto } from './create-api-key.dto.js';

/** Active keys an organisation may hold: enough for every integration, a bound on a leaked admin session. */
const MAX_ACTIVE_KEYS = 50;

/** The last day may be today (Norway) up to five years ahead: a key for ever should say so (no date). */
function isAllowedExpiry(lastDay: string, today: string): boolean {
  const latest = `${Number(today.slice(0, 4)) + 5}${today.slice(4)}`;
  return lastDay >= today && lastDay <= latest;
}

/** Admins manage their organisation's API keys (Innstillinger → API-nøkler); creation needs Pro. */
@Injectable()
export class ApiKeysService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly keys: ApiKeysRepository,
    private readonly audit: AuditLog,
  ) {}

  list(uid: string, organizationId: string): Promise<ApiKey[]> {
    return this.access.adminRead(uid, organizationId, () => this.keys.list(organizationId));
  }

  /** Makes a key and answers it once; the database keeps only its hash. */
  async create(uid: string, body: CreateApiKeyDto): Promise<CreatedApiKey> {
    if (body.expiresOn && !isAllowedExpiry(body.expiresOn, osloDate(new Date())))
      throw invalidInput(serverApiKeys.expiresInvalid, { expiresOn: [serverApiKeys.expiresInvalid] });
    const secret = newApiKey();
    const created = await runInTransaction(this.pool, async (tx) => {
      const admin = await this.access.requireAdmin(uid, body.organizationId, tx);
      // The organisation row lock serialises creations: the count below cannot be raced past.
      const organization = await this.access.lockOrganization(body.organizationId, tx);
      if (!organization) throw notFound(server.organizationNotFound);
      if (!hasApiKeys(organization.plan)) throw forbidden(serverApiKeys.proRequired);
      if ((await this.keys.countActive(body.organizationId, tx)) >= MAX_ACTIVE_KEYS)
        throw conflict(serverApiKeys.tooManyKeys);
      const key = await this.keys.insert(
        {
          organizationId: body.organizationId,
          membershipId: admin.id,
          name: body.name,
          scope: body.scope,
          prefix: secret.prefix,
          hash: secret.hash,
          expiresOn: body.expiresOn ?? null,
        },
        tx,
      );
      await this.audit.record(
        {
          organizationId: body.organizationId,
          kind: AuditKind.ApiKeyCreated,
          actor: admin.id,
          targetId: key.id,
          details: { name: key.name, scope: key.scope },
        },
        tx,
      );
      return key;
    });
    return { ...created, key: secret.key };
  }

  /** Revokes at once: the next request with the key is refused (keys are never cached). */
  async revoke(uid: string, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound(serverApiKeys.notFound);
    await runInTransaction(this.pool, async (tx) => {
      const key = await this.keys.lockOne(id, tx);
      if (!key) throw notFound(serverApiKeys.notFound);
      const admin = await this.access.findMembership(uid, key.organizationId, tx);
      // Another organisation's key is not found, as its organisation is not.
      if (!admin) throw notFound(serverApiKeys.notFound);
      this.access.admitAdmin(admin.isAdmin);
      if (key.revoked) return;
      await this.keys.revoke(id, tx);
      await this.audit.record(
        {
          organizationId: key.organizationId,
          kind: AuditKind.ApiKeyRevoked,
          actor: admin.id,
          targetId: id,
          details: { name: key.name },
        },
        tx,
      );
    });
  }
}
