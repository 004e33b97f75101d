import { Injectable } from '@nestjs/common';
import type { ApiKey, ApiKeyScope } from '@ferieplan/contracts';
import { SqlRepository, type Transaction } from '../database/sql.js';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const KEY_COLUMNS = `k.id, k.organization_id AS "organizationId", k.name, k.scope, k.prefix,
  m.name AS "createdByName",
  to_char(k.created_at AT TIME ZONE 'UTC', ${ISO}) AS "createdAt",
  to_char(k.expires_at AT TIME ZONE 'UTC', ${ISO}) AS "expiresAt",
  to_char(k.last_used_at AT TIME ZONE 'UTC', ${ISO}) AS "lastUsedAt",
  to_char(k.revoked_at AT TIME ZONE 'UTC', ${ISO}) AS "revokedAt"`;

/** What a request with a key needs to know of it, read in one statement. */
export interface ApiKeyHolder {
  id: string;
  organizationId: string;
  scope: ApiKeyScope;
  /** Revoked, expired: refused. */
  usable: boolean;
  /** The creator's membership today: they must still be an admin. */
  uid: string;
  email: string;
  name: string;
  isAdmin: boolean;
  plan: string;
  /** last_used_at is older than a minute (or unset): this use writes it. */
  touchDue: boolean;
}

export interface NewApiKey {
  organizationId: string;
  membershipId: string;
  name: string;
  scope: ApiKeyScope;
  prefix: string;
  hash: string;
  /** Last day it works (Europe/Oslo), or null. */
  expiresOn: string | null;
}

/** Table api_key (migration 1767100000000). */
@Injectable()
export class ApiKeysRepository extends SqlRepository {
  list(organizationId: string): Promise<ApiKey[]> {
    return this.rows(
      `SELECT ${KEY_COLUMNS} FROM api_key k JOIN membership m ON m.id = k.membership_id
        WHERE k.organization_id = $1 ORDER BY k.created_at DESC, k.id`,
      [organizationId],
    );
  }

  async countActive(organizationId: string, tx: Transaction): Promise<number> {
    const row = await this.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM api_key
        WHERE organization_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`,
      [organizationId],
      tx,
    );
    return row?.count ?? 0;
  }

  async insert(key: NewApiKey, tx: Transaction): Promise<ApiKey> {
    // The key works through the chosen day in Norway: it expires at the next midnight there.
    const { rows } = await this.write<{ id: string }>(
      `INSERT INTO api_key (organization_id, membership_id, name, scope, prefix, key_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, (($7::date + 1)::timestamp AT TIME ZONE 'Europe/Oslo'))
       RETURNING id`,
      [key.organizationId, key.membershipId, key.name, key.scope, key.prefix, key.hash, key.expiresOn],
      tx,
    );
    return (await this.find(rows[0].id, tx))!;
  }

  find(id: string, tx?: Transaction): Promise<ApiKey | null> {
    return this.one(
      `SELECT ${KEY_COLUMNS} FROM api_key k JOIN membership m ON m.id = k.membership_id WHERE k.id = $1`,
      [id],
      tx,
    );
  }

  /** Locks the key row for its revocation. */
  lockOne(
    id: string,
    tx: Transaction,
  ): Promise<{ organizationId: string; name: string; revoked: boolean } | null> {
    return this.one(
      `SELECT organization_id AS "organizationId", name, revoked_at IS NOT NULL AS revoked
         FROM api_key WHERE id = $1 FOR UPDATE`,
      [id],
      tx,
    );
  }

  async revoke(id: string, tx: Transaction): Promise<void> {
    await this.write('UPDATE api_key SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [id], tx);
  }

  /** The key behind a hash with its creator and organisation (a prepared statement: every API-key request runs it). */
  async holder(hash: string): Promise<ApiKeyHolder | null> {
    const [row] = await this.preparedRows<ApiKeyHolder>(
      `SELECT k.id, k.organization_id AS "organizationId", k.scope,
              (k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())) AS usable,
              m.user_uid AS uid, m.email, m.name, m.is_admin AS "isAdmin", o.plan,
              (k.last_used_at IS NULL OR k.last_used_at < now() - interval '1 minute') AS "touchDue"
         FROM api_key k
         JOIN membership m ON m.id = k.membership_id
         JOIN organization o ON o.id = k.organization_id
        WHERE k.key_hash = $1`,
      [hash],
    );
    return row ?? null;
  }

  /** Notes a use; at most once a minute per key, so a busy integration writes one row a minute, not one per request. */
  async touch(id: string, tx: Transaction): Promise<void> {
    await this.write(
      `UPDATE api_key SET last_used_at = now()
        WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
      [id],
      tx,
    );
  }
}
