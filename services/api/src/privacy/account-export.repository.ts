import { Injectable } from '@nestjs/common';
import { OWN_EMPLOYMENT_COLUMNS } from '../employment/employment.sql.js';
import type { AccountExport } from '@ferieplan/contracts';
import { SqlRepository } from '../database/sql.js';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const instant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', ${ISO})`;

type Sections = Omit<AccountExport, 'exportedAt' | 'profile'>;

/**
 * Everything stored about one person, found by their Firebase uid (memberships, and through them
 * requests, transfers, feeds and audit entries) and their e-mail address (invitations to them).
 * Each query selects only the person's own columns: other people appear as ids at most.
 */
@Injectable()
export class AccountExportRepository extends SqlRepository {
  memberships(uid: string): Promise<Sections['memberships']> {
    return this.rows(
      `SELECT m.id, m.organization_id AS "organizationId", o.name AS "organizationName", o.orgnr AS "organizationOrgnr",
              m.name, m.email, m.is_admin AS "isAdmin", t.name AS "teamName", m.yearly_days AS "yearlyDays",
              m.birth_year AS "birthYear", ${instant('m.created_at')} AS "createdAt",
              m.normal_day_hours::float8 AS "normalDayHours", m.employee_number AS "employeeNumber",
              ${OWN_EMPLOYMENT_COLUMNS}
         FROM membership m JOIN organization o ON o.id = m.organization_id LEFT JOIN team t ON t.id = m.team_id
        WHERE m.user_uid = $1 ORDER BY m.created_at, m.id`,
      [uid],
    );
  }

  vacationRequests(uid: string): Promise<Sections['vacationRequests']> {
    return this.rows(
      `SELECT vr.id, vr.organization_id AS "organizationId", to_char(vr.start_date, 'YYYY-MM-DD') AS "startDate",
              to_char(vr.end_date, 'YYYY-MM-DD') AS "endDate", vr.description, vr.status,
              ${instant('vr.created_at')} AS "createdAt", ${instant('vr.updated_at')} AS "updatedAt",
              ${instant('vr.approved_at')} AS "approvedAt", vr.kind, vr.half_day_start AS "halfDayStart",
              vr.half_day_end AS "halfDayEnd", vr.hours::float8 AS hours, vr.percentage
         FROM vacation_request vr JOIN membership m ON m.id = vr.membership_id
        WHERE m.user_uid = $1 ORDER BY vr.start_date, vr.id`,
      [uid],
    );
  }

  /** The person's hour bank (the admin who wrote an entry is left out: another person). */
  hourBankEntries(uid: string): Promise<NonNullable<Sections['hourBankEntries']>> {
    return this.rows(
      `SELECT e.id, e.organization_id AS "organizationId", e.hours::float8 AS hours,
              to_char(e.date, 'YYYY-MM-DD') AS date, e.note, e.request_id AS "requestId",
              ${instant('e.created_at')} AS "createdAt"
         FROM hour_bank_entry e JOIN membership m ON m.id = e.membership_id
        WHERE m.user_uid = $1 ORDER BY e.date, e.created_at, e.id`,
      [uid],
    );
  }

  vacationTransfers(uid: string): Promise<Sections['vacationTransfers']> {
    return this.rows(
      `SELECT vt.organization_id AS "organizationId", vt.from_year AS "fromYear", vt.days, ${instant('vt.created_at')} AS "createdAt"
         FROM vacation_transfer vt JOIN membership m ON m.id = vt.membership_id
        WHERE m.user_uid = $1 ORDER BY vt.from_year, vt.organization_id`,
      [uid],
    );
  }

  /** The feeds' secret is not in the database (only its hash), and the hash is left out. */
  calendarFeeds(uid: string): Promise<Sections['calendarFeeds']> {
    return this.rows(
      `SELECT f.id, f.organization_id AS "organizationId", f.scope, ${instant('f.created_at')} AS "createdAt"
         FROM calendar_feed f JOIN membership m ON m.id = f.membership_id
        WHERE m.user_uid = $1 ORDER BY f.created_at, f.id`,
      [uid],
    );
  }

  /** Invitations sent to the person's address (matched case-insensitively, as accepting them is). */
  invitations(email: string | null): Promise<Sections['invitations']> {
    if (!email) return Promise.resolve([]);
    return this.rows(
      `SELECT i.id, i.organization_id AS "organizationId", o.name AS "organizationName", i.email, i.is_admin AS "isAdmin",
              i.status, ${instant('i.expires_at')} AS "expiresAt", ${instant('i.created_at')} AS "createdAt"
         FROM invitation i JOIN organization o ON o.id = i.organization_id
        WHERE lower(i.email) = lower($1) ORDER BY i.created_at, i.id`,
      [email],
    );
  }

  /** Entries where the person acted, or which concern them (as a member, or as an invitee by address). */
  auditEntries(uid: string, email: string | null): Promise<Sections['auditEntries']> {
    return this.rows(
      `SELECT e.id::text AS id, e.organization_id AS "organizationId", ${instant('e.occurred_at')} AS "occurredAt", e.kind,
              CASE WHEN e.actor_uid = $1 THEN 'actor' ELSE 'subject' END AS role, e.details
         FROM audit_entry e JOIN audit_entry_person p ON p.entry_id = e.id
        WHERE e.actor_uid = $1 OR e.subject_uid = $1
           OR ($2::text IS NOT NULL AND e.subject_uid IS NULL AND lower(p.subject_email) = lower($2::text))
        ORDER BY e.id`,
      [uid, email],
    );
  }
}
