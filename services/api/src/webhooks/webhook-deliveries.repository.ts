import { Injectable } from '@nestjs/common';
import type { WebhookDelivery, WebhookDeliveryStatus, WebhookEventType } from '@ferieplan/contracts';
import { SqlRepository, type Transaction } from '../database/sql.js';
import type { AttemptOutcome } from './webhook-sender.js';

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `d.id, d.event_id AS "eventId", d.event_type AS "eventType", d.status, d.attempts,
  d.status_code AS "statusCode", d.last_error AS error, ${iso('d.created_at')} AS "createdAt",
  ${iso('d.last_attempt_at')} AS "lastAttemptAt"`;

/** An event as written to each endpoint's delivery: the body is fixed, so every attempt sends the same bytes. */
export interface OutgoingEvent {
  eventId: string;
  eventType: WebhookEventType;
  body: string;
}

/** A delivery as the worker attempts it. */
export interface DeliveryAttempt {
  id: string;
  url: string;
  secret: string;
  body: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  createdAt: Date;
}

/** Table webhook_delivery (migration 1767200000000): the webhook outbox. */
@Injectable()
export class WebhookDeliveriesRepository extends SqlRepository {
  /** One delivery per endpoint; their ids. */
  async insert(endpointIds: string[], event: OutgoingEvent, tx: Transaction): Promise<string[]> {
    const { rows } = await this.write<{ id: string }>(
      `INSERT INTO webhook_delivery (endpoint_id, event_id, event_type, body)
       SELECT endpoint_id, $2, $3, $4 FROM unnest($1::uuid[]) AS endpoint_id RETURNING id`,
      [endpointIds, event.eventId, event.eventType, event.body],
      tx,
    );
    return rows.map((row) => row.id);
  }

  /** The endpoint's newest deliveries. */
  list(endpointId: string, limit: number): Promise<WebhookDelivery[]> {
    return this.rows(
      `SELECT ${COLUMNS} FROM webhook_delivery d WHERE d.endpoint_id = $1 ORDER BY d.created_at DESC, d.id LIMIT $2`,
      [endpointId, limit],
    );
  }

  byId(id: string, tx: Transaction): Promise<WebhookDelivery | null> {
    return this.one(`SELECT ${COLUMNS} FROM webhook_delivery d WHERE d.id = $1`, [id], tx);
  }

  /** A delivery with its endpoint's organisation, for a resend. */
  forResend(
    id: string,
    tx: Transaction,
  ): Promise<
    (OutgoingEvent & { endpointId: string; organizationId: string; status: WebhookDeliveryStatus }) | null
  > {
    return this.one(
      `SELECT d.endpoint_id AS "endpointId", e.organization_id AS "organizationId", d.status,
              d.event_id AS "eventId", d.event_type AS "eventType", d.body
         FROM webhook_delivery d JOIN webhook_endpoint e ON e.id = d.endpoint_id WHERE d.id = $1`,
      [id],
      tx,
    );
  }

  /**
   * Locks the delivery for one attempt. SKIP LOCKED: if another worker is attempting it right now,
   * this one gets null and leaves it alone, so one delivery is never sent twice at the same time.
   */
  lockForAttempt(id: string, tx: Transaction): Promise<DeliveryAttempt | null> {
    return this.one(
      `SELECT d.id, e.url, e.secret, d.body, d.status, d.attempts, d.created_at AS "createdAt"
         FROM webhook_delivery d JOIN webhook_endpoint e ON e.id = d.endpoint_id
        WHERE d.id = $1 FOR UPDATE OF d SKIP LOCKED`,
      [id],
      tx,
    );
  }

  async recordAttempt(id: string, outcome: AttemptOutcome, status: WebhookDeliveryStatus, tx: Transaction) {
    await this.write(
      `UPDATE webhook_delivery SET attempts = attempts + 1, last_attempt_at = now(), status = $2,
         status_code = $3, last_error = left($4, 300), response_excerpt = left($5, 300) WHERE id = $1`,
      [id, status, outcome.statusCode, outcome.error, outcome.excerpt],
      tx,
    );
  }
}
