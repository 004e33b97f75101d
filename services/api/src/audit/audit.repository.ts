import { Injectable } from '@nestjs/common';
import type { AuditCategory, AuditKind } from '@ferieplan/contracts';
import { SqlRepository, type Transaction } from '../database/sql.js';
import { SYSTEM, type AuditRecord } from './audit-record.js';

/** An entry with its personal snapshots, as the mapper reads it. */
export interface AuditRow {
  id: string;
  organizationId: string;
  occurredAt: string;
  kind: AuditKind;
  actorUid: string | null;
  actorMembershipId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  subjectUid: string | null;
  subjectMembershipId: string | null;
  subjectName: string | null;
  subjectEmail: string | null;
  subjectPreviousName: string | null;
  targetId: string | null;
  details: Record<string, unknown>;
}

export interface AuditFilter {
  /** Entries older than this id (the cursor). */
  before: string | null;
  category: AuditCategory | null;
  /** Entries where this membership acted or was concerned. */
  membershipId: string | null;
  limit: number;
}

const COLUMNS = `e.id::text AS id, e.organization_id AS "organizationId",
  to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "occurredAt", e.kind,
  e.actor_uid AS "actorUid", e.actor_membership_id AS "actorMembershipId", p.actor_name AS "actorName", p.actor_email AS "actorEmail",
  e.subject_uid AS "subjectUid", e.subject_membership_id AS "subjectMembershipId", p.subject_name AS "subjectName",
  p.subject_email AS "subjectEmail", p.subject_previous_name AS "subjectPreviousName", e.target_id AS "targetId", e.details`;
const FROM = 'audit_entry e JOIN audit_entry_person p ON p.entry_id = e.id';

/**
 * Tables audit_entry and audit_entry_person (migration 1764300000000): insert and read only. The one
 * write besides inserting is pseudonymisePerson, which the database allows because it only erases.
 * (Deleting an organisation deletes its whole log: privacy/erasure.repository.ts, migration 1765500000000.)
 */
@Injectable()
export class AuditRepository extends SqlRepository {
  /** One statement: the entry, and the people's uid, name and e-mail read from their membership rows now. */
  async insert(entry: AuditRecord, tx: Transaction): Promise<void> {
    await this.write(
      `WITH actor AS (SELECT user_uid, name, email FROM membership WHERE id = $3::uuid),
            subject AS (SELECT user_uid, name, email FROM membership WHERE id = $4::uuid),
            entry AS (
              INSERT INTO audit_entry (organization_id, kind, actor_uid, actor_membership_id, subject_uid, subject_membership_id, target_id, details)
              VALUES ($1, $2, (SELECT user_uid FROM actor), $3::uuid, (SELECT user_uid FROM subject), $4::uuid, $5::uuid, $6::jsonb)
              RETURNING id)
       INSERT INTO audit_entry_person (entry_id, actor_name, actor_email, subject_name, subject_email, subject_previous_name)
       SELECT entry.id, (SELECT name FROM actor), (SELECT email FROM actor),
              (SELECT name FROM subject), coalesce((SELECT email FROM subject), $7), $8
       FROM entry`,
      [
        entry.organizationId,
        entry.kind,
        entry.actor === SYSTEM ? null : entry.actor,
        entry.subject ?? null,
        entry.targetId ?? null,
        JSON.stringify(entry.details),
        entry.subjectEmail ?? null,
        entry.subjectPreviousName ?? null,
      ],
      tx,
    );
  }

  /** One page of an organisation's log, newest first; one row more than asked tells whether more follow. */
  page(organizationId: string, filter: AuditFilter): Promise<AuditRow[]> {
    return this.rows(
      `SELECT ${COLUMNS} FROM ${FROM}
       WHERE e.organization_id = $1
         AND ($2::bigint IS NULL OR e.id < $2::bigint)
         AND ($3::text IS NULL OR split_part(e.kind, '.', 1) = $3::text)
         AND ($4::uuid IS NULL OR e.actor_membership_id = $4::uuid OR e.subject_membership_id = $4::uuid)
       ORDER BY e.id DESC
       LIMIT $5`,
      [organizationId, filter.before, filter.category, filter.membershipId, filter.limit + 1],
    );
  }

  /** Everyone the organisation's log names as a member, with their latest name in it. */
  people(organizationId: string): Promise<Array<{ userId: string; name: string | null }>> {
    return this.rows(
      `SELECT "userId", name FROM (
         SELECT DISTINCT ON (membership_id) membership_id AS "userId", name
         FROM (SELECT e.actor_membership_id AS membership_id, p.actor_name AS name, e.id FROM ${FROM}
                WHERE e.organization_id = $1 AND e.actor_membership_id IS NOT NULL
               UNION ALL
               SELECT e.subject_membership_id, p.subject_name, e.id FROM ${FROM}
                WHERE e.organization_id = $1 AND e.subject_membership_id IS NOT NULL) named
         ORDER BY membership_id, id DESC) latest
       ORDER BY lower(coalesce(name, '')), "userId"`,
      [organizationId],
    );
  }

  /** Every entry about one vacation request, oldest first. */
  requestHistory(requestId: string): Promise<AuditRow[]> {
    return this.rows(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE e.target_id = $1 AND e.kind LIKE 'request.%' ORDER BY e.id`,
      [requestId],
    );
  }

  /**
   * Issue 17's duty when an account is deleted: its names and e-mail addresses leave the log, its entries
   * stay (the uid that remains points at nothing any more). Invitations to its address are erased too.
   */
  async pseudonymisePerson(uid: string, email: string | null, tx: Transaction): Promise<void> {
    await this.write(
      `UPDATE audit_entry_person p SET actor_name = NULL, actor_email = NULL
       FROM audit_entry e WHERE e.id = p.entry_id AND e.actor_uid = $1`,
      [uid],
      tx,
    );
    await this.write(
      `UPDATE audit_entry_person p SET subject_name = NULL, subject_email = NULL, subject_previous_name = NULL
       FROM audit_entry e
       WHERE e.id = p.entry_id AND (e.subject_uid = $1 OR ($2::text IS NOT NULL AND lower(p.subject_email) = lower($2::text)))`,
      [uid, email],
      tx,
    );
  }
}
