import { Injectable } from '@nestjs/common';
import type { AbsenceKind, VacationRequest, VacationStatus } from '@ferieplan/contracts';
import type { AbsenceLoadRequest } from '@ferieplan/vacation-rules';
import { SqlRepository, type Transaction } from '../database/sql.js';
import { asLoad, type StoredLoad } from './stored-load.js';
import { MEMBERSHIP_COLUMNS, type Membership } from '../users/membership.js';
import { gatedArrayPageOf, type Page } from '../common/pagination.js';
import {
  organizationRequestsPageSql,
  organizationRequestsSql,
  presentRequest,
  REQUEST_SORT_KEY_COLUMNS,
  requestsOfArrays,
  VACATION_REQUEST_COLUMNS,
  VACATION_REQUEST_FROM,
  type OrganizationRequestsFilter,
} from './vacation-request.sql.js';

export interface NewVacationRequest {
  organizationId: string;
  membershipId: string;
  startDate: string;
  endDate: string;
  description: string | null;
  kind: AbsenceKind;
  halfDayStart?: boolean;
  halfDayEnd?: boolean;
  hours?: number;
  percentage?: number;
  /** Kinds that need no approval are stored approved at once. */
  status: 'Pending' | 'Approved';
  /** The work pattern (weekday mask) the request is counted with (issue 26; default Monday–Friday). */
  weekdays?: number;
}

/** A request row as the decisions read it. */
export interface RequestRow extends StoredLoad {
  id: string;
  organizationId: string;
  membershipId: string;
  status: string;
}

const REQUEST_ROW = `vr.id, vr.organization_id AS "organizationId", vr.membership_id AS "membershipId", vr.status,
  to_char(vr.start_date, 'YYYY-MM-DD') AS "startDate", to_char(vr.end_date, 'YYYY-MM-DD') AS "endDate",
  vr.kind, vr.half_day_start IS TRUE AS "halfDayStart", vr.half_day_end IS TRUE AS "halfDayEnd",
  vr.hours::float8 AS hours, vr.percentage, vr.weekdays`;

/** The load fields of a stored request as the overlap rule reads them (absence-request.ts). */
const LOAD_ROW = `to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate",
  kind, half_day_start IS TRUE AS "halfDayStart", half_day_end IS TRUE AS "halfDayEnd",
  hours::float8 AS hours, percentage`;

/** A decision row's request as counted. */
export const loadOf = (row: RequestRow): AbsenceLoadRequest => asLoad(row);

/** Table vacation_request; rows come out in the API's VacationRequest shape (vacation-request.sql.ts). */
@Injectable()
export class VacationRequestsRepository extends SqlRepository {
  /** A person's requests in every organisation they belong to (optionally one organisation). */
  async listForPerson(uid: string, organizationId?: string): Promise<VacationRequest[]> {
    const rows = await this.rows<VacationRequest>(
      `SELECT ${VACATION_REQUEST_COLUMNS} FROM ${VACATION_REQUEST_FROM}
       WHERE m.user_uid = $1 AND ($2::uuid IS NULL OR vr.organization_id = $2::uuid)
       ORDER BY vr.start_date, vr.created_at, vr.id`,
      [uid, organizationId ?? null],
    );
    return rows.map(presentRequest);
  }

  /** The organisation's requests: all of them, or one page (with `limit`) and the filtered total. */
  async listForOrganization(
    organizationId: string,
    filters: OrganizationRequestsFilter,
  ): Promise<Page<VacationRequest>> {
    const { sql, params } = organizationRequestsSql(organizationId, filters);
    const rows = (await this.rows<VacationRequest>(sql, params)).map(presentRequest);
    return { rows, total: rows.length, next: null };
  }

  /**
   * One page (with `limit`) and the filtered total, read in one statement with the caller's membership,
   * so the caller is decided on in the same round trip; `callerIsAdmin` is null for a non-member, and
   * the page is empty (total 0) unless it is true. `organizationId` must be a uuid.
   */
  async pageForOrganization(
    organizationId: string,
    filters: OrganizationRequestsFilter & { limit: number },
    callerUid: string,
  ): Promise<Page<VacationRequest> & { callerIsAdmin: boolean | null }> {
    const { sql, params } = organizationRequestsPageSql(organizationId, filters, callerUid);
    // Prepared: at most 16 shapes of text (year, status, team, cursor); the generic plan is as good
    // (BENCH_EXPLAIN=1 npm run bench:api shows both). Read as arrays: each row becomes its response
    // object at once, without the header's and the key's columns.
    const { columns, rows } = await this.preparedArrays(sql, params);
    const { callerIsAdmin, ...page } = gatedArrayPageOf(
      columns,
      rows,
      filters.limit,
      REQUEST_SORT_KEY_COLUMNS,
    );
    return { rows: requestsOfArrays(columns, page.rows), total: page.total, next: page.next, callerIsAdmin };
  }

  async findById(id: string, tx?: Transaction): Promise<VacationRequest | null> {
    const row = await this.one<VacationRequest>(
      `SELECT ${VACATION_REQUEST_COLUMNS} FROM ${VACATION_REQUEST_FROM} WHERE vr.id = $1`,
      [id],
      tx,
    );
    return row && presentRequest(row);
  }

  /** The member's Pending and Approved requests overlapping [startDate, endDate], as the overlap rule weighs them. */
  async loadsOverlapping(
    membershipId: string,
    startDate: string,
    endDate: string,
    tx?: Transaction,
  ): Promise<AbsenceLoadRequest[]> {
    const rows = await this.rows<StoredLoad>(
      `SELECT ${LOAD_ROW} FROM vacation_request
       WHERE membership_id = $1 AND status IN ('Pending', 'Approved')
         AND start_date <= $3::date AND end_date >= $2::date`,
      [membershipId, startDate, endDate],
      tx,
    );
    return rows.map(asLoad);
  }

  async insert(request: NewVacationRequest, tx: Transaction): Promise<VacationRequest> {
    const { rows } = await this.write<VacationRequest>(
      `WITH vr AS (
         INSERT INTO vacation_request (organization_id, membership_id, start_date, end_date, description,
                                       kind, half_day_start, half_day_end, hours, percentage, status,
                                       approved_at, updated_at, weekdays)
         VALUES ($1, $2, $3::date, $4::date, $5, $6, $7, $8, $9, $10, $11::text,
                 CASE WHEN $11::text = 'Approved' THEN now() END, NULL, $12) RETURNING *)
       SELECT ${VACATION_REQUEST_COLUMNS} FROM vr JOIN membership m ON m.id = vr.membership_id`,
      [
        request.organizationId,
        request.membershipId,
        request.startDate,
        request.endDate,
        request.description,
        request.kind,
        request.halfDayStart || null,
        request.halfDayEnd || null,
        request.hours ?? null,
        request.percentage ?? null,
        request.status,
        request.weekdays ?? 31,
      ],
      tx,
    );
    return presentRequest(rows[0]);
  }

  /** The request's organisation, without a lock (to know which organisation row to lock first). */
  async organizationOf(id: string, tx?: Transaction): Promise<string | null> {
    const row = await this.one<{ organizationId: string }>(
      'SELECT organization_id AS "organizationId" FROM vacation_request WHERE id = $1',
      [id],
      tx,
    );
    return row?.organizationId ?? null;
  }

  /** Locks the request row; its organisation, owner, status and days. */
  lockForDecision(id: string, tx: Transaction): Promise<RequestRow | null> {
    return this.one(`SELECT ${REQUEST_ROW} FROM vacation_request vr WHERE vr.id = $1 FOR UPDATE`, [id], tx);
  }

  /** approvedAt is set on approval and stays null on rejection; updatedAt and decided_by_uid on both. */
  async decide(id: string, status: VacationStatus, decidedByUid: string, tx: Transaction): Promise<void> {
    await this.write(
      `UPDATE vacation_request
       SET status = $2, updated_at = now(), decided_by_uid = $3,
           approved_at = CASE WHEN $4::boolean THEN now() ELSE NULL END
       WHERE id = $1`,
      [id, status, decidedByUid, status === 'Approved'],
      tx,
    );
  }

  /** Deletes the person's own request if it is still Pending; the deleted row, or null when nothing matched. */
  async deleteOwnPending(id: string, uid: string, tx: Transaction): Promise<RequestRow | null> {
    const { rows } = await this.write<RequestRow>(
      `DELETE FROM vacation_request vr USING membership m
       WHERE vr.id = $1 AND m.id = vr.membership_id AND m.user_uid = $2 AND vr.status = 'Pending'
       RETURNING ${REQUEST_ROW}`,
      [id, uid],
      tx,
    );
    return rows[0] ?? null;
  }

  async isOwnedBy(id: string, uid: string, tx?: Transaction): Promise<boolean> {
    const row = await this.one(
      `SELECT 1 FROM vacation_request vr JOIN membership m ON m.id = vr.membership_id
       WHERE vr.id = $1 AND m.user_uid = $2`,
      [id, uid],
      tx,
    );
    return row !== null;
  }

  /** A member of the organisation by their id (Employee.id), for an admin registering for them. */
  memberOf(organizationId: string, membershipId: string, tx?: Transaction): Promise<Membership | null> {
    return this.one<Membership>(
      `SELECT ${MEMBERSHIP_COLUMNS} FROM membership m WHERE m.id = $1 AND m.organization_id = $2`,
      [membershipId, organizationId],
      tx,
    );
  }
}
