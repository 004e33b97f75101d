import { Injectable } from '@nestjs/common';
import type { WebhookEndpoint, WebhookEventType } from '@ferieplan/contracts';
import { SqlRepository, type Transaction } from '../database/sql.js';

const COLUMNS = `id, organization_id AS "organizationId", url, events,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

/** Table webhook_endpoint (migration 1767200000000). The secret is read only to sign a delivery. */
@Injectable()
export class WebhookEndpointsRepository extends SqlRepository {
  list(organizationId: string): Promise<WebhookEndpoint[]> {
    return this.rows(
      `SELECT ${COLUMNS} FROM webhook_endpoint WHERE organization_id = $1 ORDER BY created_at, id`,
      [organizationId],
    );
  }

  async count(organizationId: string, tx: Transaction): Promise<number> {
    const row = await this.one<{ count: number }>(
      'SELECT count(*)::int AS count FROM webhook_endpoint WHERE organization_id = $1',
      [organizationId],
      tx,
    );
    return row?.count ?? 0;
  }

  async insert(
    endpoint: { organizationId: string; url: string; events: WebhookEventType[]; secret: string },
    tx: Transaction,
  ): Promise<WebhookEndpoint> {
    const { rows } = await this.write<WebhookEndpoint>(
      `INSERT INTO webhook_endpoint (organization_id, url, events, secret) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [endpoint.organizationId, endpoint.url, endpoint.events, endpoint.secret],
      tx,
    );
    return rows[0];
  }

  /** The endpoint's organisation, locking the endpoint (a change to it follows). */
  async lockOrganizationOf(id: string, tx: Transaction): Promise<string | null> {
    const row = await this.one<{ organizationId: string }>(
      'SELECT organization_id AS "organizationId" FROM webhook_endpoint WHERE id = $1 FOR UPDATE',
      [id],
      tx,
    );
    return row?.organizationId ?? null;
  }

  async organizationOf(id: string): Promise<string | null> {
    const row = await this.one<{ organizationId: string }>(
      'SELECT organization_id AS "organizationId" FROM webhook_endpoint WHERE id = $1',
      [id],
    );
    return row?.organizationId ?? null;
  }

  async delete(id: string, tx: Transaction): Promise<void> {
    await this.write('DELETE FROM webhook_endpoint WHERE id = $1', [id], tx);
  }

  async setSecret(id: string, secret: string, tx: Transaction): Promise<void> {
    await this.write('UPDATE webhook_endpoint SET secret = $2 WHERE id = $1', [id, secret], tx);
  }

  /** The organisation's plan and its endpoints that take `type` (none: no row of theirs). */
  async subscribers(
    organizationId: string,
    type: WebhookEventType,
    tx: Transaction,
  ): Promise<{ plan: string; endpointIds: string[] } | null> {
    return this.one(
      `SELECT o.plan, coalesce(array_agg(e.id ORDER BY e.id) FILTER (WHERE e.id IS NOT NULL), '{}') AS "endpointIds"
         FROM organization o LEFT JOIN webhook_endpoint e ON e.organization_id = o.id AND $2 = ANY (e.events)
        WHERE o.id = $1 GROUP BY o.plan`,
      [organizationId, type],
      tx,
    );
  }
}
