import type { AbsenceKind } from './absence.js';
import type { VacationStatus } from './enums.js';
import type { IsoDate, IsoDateTime } from './entities.js';

/**
 * Webhooks (issue 27, Pro): the events an organisation's endpoints can receive. The names are stable:
 * receivers switch on them.
 */
export const WEBHOOK_EVENT_TYPES = [
  'absence.created',
  'absence.decided',
  'absence.cancelled',
  'member.joined',
  'member.left',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A registered endpoint. Its secret is never in a read: only when made or rotated (WebhookSecret). */
export interface WebhookEndpoint {
  id: string;
  organizationId: string;
  url: string;
  events: WebhookEventType[];
  createdAt: IsoDateTime;
}

/** The signing secret (`whsec_…`), shown once. */
export interface WebhookSecret {
  secret: string;
}

/** POST /api/Webhooks's answer: the endpoint and its secret (shown once). */
export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  secret: string;
}

/** POST /api/Webhooks: register an endpoint (admins, Pro). */
export interface CreateWebhookEndpointBody {
  organizationId: string;
  /** https (http only to localhost outside production). */
  url: string;
  events: WebhookEventType[];
}

export type WebhookDeliveryStatus = 'Pending' | 'Succeeded' | 'Failed';

/** One delivery of one event to one endpoint, as listed per endpoint. */
export interface WebhookDelivery {
  id: string;
  /** The event's id (`id` in the body): the same on a resend, so receivers can skip duplicates. */
  eventId: string;
  eventType: WebhookEventType;
  /** Pending while attempts (with backoff, for 24 hours) remain. */
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The HTTP status of the last attempt; null before one or when no answer came. */
  statusCode: number | null;
  /** Why the last attempt failed (timeout, refused address, …), or null. */
  error: string | null;
  createdAt: IsoDateTime;
  lastAttemptAt: IsoDateTime | null;
}

/** `data` of absence.created / absence.decided / absence.cancelled. */
export interface AbsenceWebhookData {
  absenceId: string;
  /** The member's Employee id in the organisation. */
  employeeId: string;
  kind: AbsenceKind;
  startDate: IsoDate;
  endDate: IsoDate;
  /** The days it counts (halves, hours and percentages weighed by the member's normal day). */
  days: number;
  /** Pending on creation unless the kind needs no approval; Approved/Rejected when decided; Cancelled when withdrawn. */
  status: VacationStatus | 'Cancelled';
  /** Who acted (Employee id): the member, or the deciding admin. */
  actorEmployeeId: string;
}

/** `data` of member.joined / member.left. */
export interface MemberWebhookData {
  employeeId: string;
  name: string;
  email: string;
}

/**
 * The JSON body of every delivery (Stripe's shape): `created` in Unix seconds, as in the signature.
 * The body is signed as sent: verify the raw bytes, not a re-serialised object.
 */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  created: number;
  organizationId: string;
  data: AbsenceWebhookData | MemberWebhookData;
}
