import { Injectable } from '@nestjs/common';
import type { HourBankEntry } from '@ferieplan/contracts';
import type { AbsenceLoadRequest } from '@ferieplan/vacation-rules';
import { SqlRepository, type Transaction } from '../database/sql.js';

export interface NewHourBankEntry {
  organizationId: string;
  membershipId: string;
  hours: number;
  date: string;
  note: string | null;
  /** The admin's membership; null for a drawn request. */
  createdBy: string | null;
  requestId: string | null;
}

/** A member's bank as the overview lists it. */
export interface MemberBankRow {
  userId: string;
  name: string;
  email: string;
  balanceHours: number;
  normalDayHours: number;
  ownNormalDayHours: number | null;
}

/** A pending Avspasering request (planned hours). */
export interface PendingDraw extends AbsenceLoadRequest {
  membershipId: string;
  normalDayHours: number;
}

const ENTRY_COLUMNS = `e.id, e.hours::float8 AS hours, to_char(e.date, 'YYYY-MM-DD') AS date, e.note,
  e.request_id AS "requestId", c.name AS "createdByName",
  to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

/** The member's normal day: their own, else the organisation's. */
const NORMAL_DAY = 'coalesce(m.normal_day_hours, o.normal_day_hours)::float8';

/** Table hour_bank_entry and the normal day lengths (organization/membership.normal_day_hours). */
@Injectable()
export class HourBankRepository extends SqlRepository {
  /** A membership by id with its organisation's plan (the target of an admin's write). */
  member(
    membershipId: string,
    tx?: Transaction,
  ): Promise<{ id: string; organizationId: string; plan: string } | null> {
    return this.one(
      `SELECT m.id, m.organization_id AS "organizationId", o.plan
         FROM membership m JOIN organization o ON o.id = m.organization_id WHERE m.id = $1`,
      [membershipId],
      tx,
    );
  }

  /** The member's normal day in hours. */
  async normalDayHours(membershipId: string, tx?: Transaction): Promise<number> {
    const row = await this.one<{ hours: number }>(
      `SELECT ${NORMAL_DAY} AS hours FROM membership m JOIN organization o ON o.id = m.organization_id
        WHERE m.id = $1`,
      [membershipId],
      tx,
    );
    return row?.hours ?? 7.5;
  }

  /** The organisation's normal day. */
  async organizationNormalDay(organizationId: string, tx?: Transaction): Promise<number> {
    const row = await this.one<{ hours: number }>(
      'SELECT normal_day_hours::float8 AS hours FROM organization WHERE id = $1',
      [organizationId],
      tx,
    );
    return row?.hours ?? 7.5;
  }

  /** Hours in the member's bank (run after locking the membership row when about to write). */
  async balance(membershipId: string, tx?: Transaction): Promise<number> {
    const row = await this.one<{ hours: number }>(
      'SELECT coalesce(sum(hours), 0)::float8 AS hours FROM hour_bank_entry WHERE membership_id = $1',
      [membershipId],
      tx,
    );
    return row?.hours ?? 0;
  }

  async entries(membershipId: string): Promise<HourBankEntry[]> {
    return this.rows(
      `SELECT ${ENTRY_COLUMNS} FROM hour_bank_entry e LEFT JOIN membership c ON c.id = e.created_by
        WHERE e.membership_id = $1 ORDER BY e.date DESC, e.created_at DESC, e.id`,
      [membershipId],
    );
  }

  async add(entry: NewHourBankEntry, tx: Transaction): Promise<HourBankEntry> {
    const { rows } = await this.write<HourBankEntry>(
      `WITH e AS (
         INSERT INTO hour_bank_entry (organization_id, membership_id, hours, date, note, created_by, request_id)
         VALUES ($1, $2, $3, $4::date, $5, $6, $7) RETURNING *)
       SELECT ${ENTRY_COLUMNS} FROM e LEFT JOIN membership c ON c.id = e.created_by`,
      [
        entry.organizationId,
        entry.membershipId,
        entry.hours,
        entry.date,
        entry.note,
        entry.createdBy,
        entry.requestId,
      ],
      tx,
    );
    return rows[0];
  }

  /** Every member's balance and normal day, by name. */
  overview(organizationId: string): Promise<MemberBankRow[]> {
    return this.rows(
      `SELECT m.id AS "userId", m.name, m.email,
              coalesce((SELECT sum(e.hours) FROM hour_bank_entry e WHERE e.membership_id = m.id), 0)::float8
                AS "balanceHours",
              ${NORMAL_DAY} AS "normalDayHours", m.normal_day_hours::float8 AS "ownNormalDayHours"
         FROM membership m JOIN organization o ON o.id = m.organization_id
        WHERE m.organization_id = $1
        ORDER BY lower(m.name), m.id`,
      [organizationId],
    );
  }

  /** Pending Avspasering requests (of one member, or of the organisation), as counted. */
  pendingDraws(organizationId: string, membershipId: string | null): Promise<PendingDraw[]> {
    return this.rows(
      `SELECT vr.membership_id AS "membershipId", to_char(vr.start_date, 'YYYY-MM-DD') AS "startDate",
              to_char(vr.end_date, 'YYYY-MM-DD') AS "endDate", vr.hours::float8 AS hours,
              ${NORMAL_DAY} AS "normalDayHours"
         FROM vacation_request vr JOIN membership m ON m.id = vr.membership_id
         JOIN organization o ON o.id = vr.organization_id
        WHERE vr.organization_id = $1 AND ($2::uuid IS NULL OR vr.membership_id = $2::uuid)
          AND vr.kind = 'Avspasering' AND vr.status = 'Pending'`,
      [organizationId, membershipId],
    );
  }

  async setOrganizationNormalDay(organizationId: string, hours: number, tx: Transaction): Promise<void> {
    await this.write(
      'UPDATE organization SET normal_day_hours = $2 WHERE id = $1',
      [organizationId, hours],
      tx,
    );
  }

  async setMemberNormalDay(membershipId: string, hours: number | null, tx: Transaction): Promise<void> {
    await this.write('UPDATE membership SET normal_day_hours = $2 WHERE id = $1', [membershipId, hours], tx);
  }
}
