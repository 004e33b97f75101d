import { Injectable } from '@nestjs/common';
import { SqlRepository, type Transaction } from '../database/sql.js';
import type { Membership } from '../users/membership.js';
import { MEMBERSHIP_COLUMNS } from '../users/membership.js';
import type { ExistingMember, ImportProfile, PendingInvitation } from './import-plan.js';

/** An invitation the import writes, with the imported fields the acceptance applies. */
interface ImportedInvitation extends ImportProfile {
  email: string;
  tokenHash: string;
  expiresAt: Date;
}

/** Table invitation_import (migration 1767700000000) and the reads of an import's plan. */
@Injectable()
export class ImportRepository extends SqlRepository {
  /** Members with the fields an import compares: latest work pattern and first pending/approved absence. */
  members(organizationId: string, tx?: Transaction): Promise<ExistingMember[]> {
    return this.rows(
      `SELECT m.id, m.email, m.name, m.team_id AS "teamId", m.yearly_days AS "yearlyDays", m.birth_year AS "birthYear",
              m.is_admin AS "isAdmin", to_char(m.employed_from, 'YYYY-MM-DD') AS "employedFrom",
              to_char(m.employed_until, 'YYYY-MM-DD') AS "employedUntil",
              (SELECT wp.weekdays FROM work_pattern wp WHERE wp.membership_id = m.id ORDER BY wp.valid_from DESC LIMIT 1) AS weekdays,
              (SELECT to_char(min(vr.start_date), 'YYYY-MM-DD') FROM vacation_request vr
                WHERE vr.membership_id = m.id AND vr.status IN ('Pending', 'Approved')) AS "firstAbsence"
         FROM membership m WHERE m.organization_id = $1`,
      [organizationId],
      tx,
    );
  }

  /** Invitations stored as Pending, with their imported fields (none for one sent by hand). */
  invitations(organizationId: string, tx?: Transaction): Promise<PendingInvitation[]> {
    return this.rows(
      `SELECT i.id, i.email, i.is_admin AS "isAdmin", i.expires_at <= now() AS expired, coalesce(ii.name, '') AS name,
              ii.team_id AS "teamId", ii.yearly_days AS "yearlyDays", to_char(ii.employed_from, 'YYYY-MM-DD') AS "employedFrom",
              ii.birth_year AS "birthYear", ii.weekdays
         FROM invitation i LEFT JOIN invitation_import ii ON ii.invitation_id = i.id
        WHERE i.organization_id = $1 AND i.status = 'Pending'`,
      [organizationId],
      tx,
    );
  }

  teams(organizationId: string, tx?: Transaction): Promise<{ id: string; name: string }[]> {
    return this.rows('SELECT id, name FROM team WHERE organization_id = $1', [organizationId], tx);
  }

  /** Cancels pending invitations (expired ones a new invitation replaces). */
  async cancelInvitations(ids: string[], tx: Transaction): Promise<void> {
    if (ids.length === 0) return;
    await this.write(`UPDATE invitation SET status = 'Cancelled' WHERE id = ANY($1::uuid[])`, [ids], tx);
    await this.write(
      `UPDATE mail_outbox SET status = 'Cancelled', text_body = NULL, html_body = NULL
        WHERE invitation_id = ANY($1::uuid[]) AND status = 'Pending'`,
      [ids],
      tx,
    );
  }

  /** One statement per table for all of an import's invitations; returns their ids in the given order. */
  async insertInvitations(
    organizationId: string,
    invitedByUid: string,
    rows: ImportedInvitation[],
    tx: Transaction,
  ): Promise<string[]> {
    if (rows.length === 0) return [];
    const { rows: inserted } = await this.write<{ id: string; email: string }>(
      `INSERT INTO invitation (organization_id, email, token_hash, is_admin, status, expires_at, invited_by_uid)
       SELECT $1, r.email, r.token_hash, r.is_admin, 'Pending', r.expires_at, $2
         FROM unnest($3::text[], $4::text[], $5::boolean[], $6::timestamptz[]) WITH ORDINALITY AS r(email, token_hash, is_admin, expires_at, ord)
        ORDER BY r.ord
       RETURNING id, email`,
      [
        organizationId,
        invitedByUid,
        rows.map((r) => r.email),
        rows.map((r) => r.tokenHash),
        rows.map((r) => r.isAdmin),
        rows.map((r) => r.expiresAt),
      ],
      tx,
    );
    const idByEmail = new Map(inserted.map((row) => [row.email, row.id]));
    const ids = rows.map((r) => idByEmail.get(r.email)!);
    await this.upsertProfiles(ids, rows, tx);
    return ids;
  }

  /** The imported fields of invitations (new or pending ones a re-import changes) and their admin flag. */
  async upsertProfiles(invitationIds: string[], profiles: ImportProfile[], tx: Transaction): Promise<void> {
    if (invitationIds.length === 0) return;
    const column = <K extends keyof ImportProfile>(k: K) => profiles.map((p) => p[k]);
    await this.write(
      `INSERT INTO invitation_import (invitation_id, name, team_id, yearly_days, employed_from, birth_year, weekdays)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::int[], $5::date[], $6::int[], $7::smallint[])
       ON CONFLICT (invitation_id) DO UPDATE SET name = excluded.name, team_id = excluded.team_id,
         yearly_days = excluded.yearly_days, employed_from = excluded.employed_from,
         birth_year = excluded.birth_year, weekdays = excluded.weekdays`,
      [
        invitationIds,
        column('name'),
        column('teamId'),
        column('yearlyDays'),
        column('employedFrom'),
        column('birthYear'),
        column('weekdays'),
      ],
      tx,
    );
    await this.write(
      `UPDATE invitation i SET is_admin = r.is_admin FROM unnest($1::uuid[], $2::boolean[]) AS r(id, is_admin) WHERE i.id = r.id`,
      [invitationIds, column('isAdmin')],
      tx,
    );
  }

  /** 'invitation.sent' entries of the import's invitations, in one statement (audit.repository's shape). */
  async auditInvitations(
    organizationId: string,
    actorMembershipId: string,
    invitations: { id: string; email: string; details: object }[],
    tx: Transaction,
  ): Promise<void> {
    if (invitations.length === 0) return;
    await this.write(
      `WITH actor AS (SELECT user_uid, name, email FROM membership WHERE id = $2::uuid),
            r AS (SELECT * FROM unnest($3::uuid[], $4::text[], $5::jsonb[]) AS r(target_id, email, details)),
            entry AS (
              INSERT INTO audit_entry (organization_id, kind, actor_uid, actor_membership_id, subject_uid, subject_membership_id, target_id, details)
              SELECT $1, 'invitation.sent', (SELECT user_uid FROM actor), $2::uuid, NULL, NULL, r.target_id, r.details FROM r
              RETURNING id, target_id)
       INSERT INTO audit_entry_person (entry_id, actor_name, actor_email, subject_name, subject_email, subject_previous_name)
       SELECT entry.id, (SELECT name FROM actor), (SELECT email FROM actor), NULL, r.email, NULL
         FROM entry JOIN r ON r.target_id = entry.target_id`,
      [
        organizationId,
        actorMembershipId,
        invitations.map((i) => i.id),
        invitations.map((i) => i.email),
        invitations.map((i) => JSON.stringify(i.details)),
      ],
      tx,
    );
  }

  /** A member's imported name, team, yearly days and birth year (blank cells keep the value). */
  async updateMember(id: string, profile: ImportProfile, tx: Transaction): Promise<void> {
    await this.write(
      `UPDATE membership SET name = $2, team_id = coalesce($3, team_id), yearly_days = coalesce($4, yearly_days),
              birth_year = coalesce($5, birth_year) WHERE id = $1`,
      [id, profile.name, profile.teamId, profile.yearlyDays, profile.birthYear],
      tx,
    );
  }

  /**
   * On acceptance: the imported fields become the new member's, and the work pattern starts at 'Ansatt
   * fra' (else today in Oslo). Returns the member as it is then; null when the invitation was not imported.
   */
  async applyToMember(
    invitationId: string,
    membershipId: string,
    tx: Transaction,
  ): Promise<Membership | null> {
    const { rows } = await this.write<Membership>(
      `UPDATE membership m SET name = ii.name, team_id = coalesce(ii.team_id, m.team_id),
              yearly_days = coalesce(ii.yearly_days, m.yearly_days), birth_year = coalesce(ii.birth_year, m.birth_year),
              employed_from = coalesce(ii.employed_from, m.employed_from)
         FROM invitation_import ii WHERE ii.invitation_id = $1 AND m.id = $2
       RETURNING m.id`,
      [invitationId, membershipId],
      tx,
    );
    if (rows.length === 0) return null;
    await this.write(
      `INSERT INTO work_pattern (membership_id, valid_from, weekdays)
       SELECT $2, coalesce(ii.employed_from, (now() AT TIME ZONE 'Europe/Oslo')::date), ii.weekdays
         FROM invitation_import ii WHERE ii.invitation_id = $1 AND ii.weekdays IS NOT NULL
       ON CONFLICT (membership_id, valid_from) DO UPDATE SET weekdays = excluded.weekdays`,
      [invitationId, membershipId],
      tx,
    );
    return this.one(`SELECT ${MEMBERSHIP_COLUMNS} FROM membership m WHERE m.id = $1`, [membershipId], tx);
  }
}
