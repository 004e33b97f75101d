import { Injectable } from '@nestjs/common';
import type { AbsenceKind, VacationReturn, VacationReturnStatus } from '@ferieplan/contracts';
import type { PatternedPeriod, Period } from '@ferieplan/vacation-rules';
import { SqlRepository, type Transaction } from '../../database/sql.js';

/** A stored request as the claim reads it (ferie or sykmelding of one member). */
export interface ClaimedRequest extends PatternedPeriod {
  id: string;
  kind: AbsenceKind;
  status: string;
  percentage: number | null;
}

/** A sykmelding's days over one of the member's approved ferie requests (before counting the days). */
export interface OverlapRow {
  ferie: ClaimedRequest;
  sick: Period & { id: string };
}

/** A claim row as the decision reads it. */
export interface ClaimRow extends Period {
  id: string;
  organizationId: string;
  membershipId: string;
  name: string;
  vacationRequestId: string | null;
  days: number;
  status: VacationReturnStatus;
}

const DATES = (t: string) =>
  `to_char(${t}.start_date, 'YYYY-MM-DD') AS "startDate", to_char(${t}.end_date, 'YYYY-MM-DD') AS "endDate"`;
const REQUEST = (t: string) => `${t}.id, ${t}.kind, ${t}.status, ${t}.percentage, ${DATES(t)},
  ${t}.half_day_start IS TRUE AS "halfDayStart", ${t}.half_day_end IS TRUE AS "halfDayEnd", ${t}.weekdays`;
const ISO_INSTANT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const CLAIM = `r.id, r.organization_id AS "organizationId", r.membership_id AS "userId", m.name AS "userName",
  r.sick_request_id AS "sickRequestId", r.vacation_request_id AS "vacationRequestId", ${DATES('r')},
  r.days::float8 AS days, r.status, to_char(r.created_at AT TIME ZONE 'UTC', ${ISO_INSTANT}) AS "createdAt",
  to_char(r.decided_at AT TIME ZONE 'UTC', ${ISO_INSTANT}) AS "decidedAt"`;
const OPEN = `status IN ('Pending', 'Approved')`;

/** Table sick_vacation_return and the ferie rows an approval cuts. Health data: nothing here is logged. */
@Injectable()
export class VacationReturnRepository extends SqlRepository {
  /** One of the member's own requests (null: not theirs or not there). */
  request(id: string, membershipId: string, tx: Transaction): Promise<ClaimedRequest | null> {
    return this.one(
      `SELECT ${REQUEST('vr')} FROM vacation_request vr WHERE vr.id = $1 AND vr.membership_id = $2`,
      [id, membershipId],
      tx,
    );
  }

  /** The member's approved ferie requests that a 100 % sykmelding of theirs lies on, without an open claim. */
  async overlaps(membershipId: string): Promise<OverlapRow[]> {
    const rows = await this.rows<ClaimedRequest & { sickId: string; sickStart: string; sickEnd: string }>(
      `SELECT ${REQUEST('f')}, s.id AS "sickId",
              to_char(s.start_date, 'YYYY-MM-DD') AS "sickStart", to_char(s.end_date, 'YYYY-MM-DD') AS "sickEnd"
         FROM vacation_request f
         JOIN vacation_request s ON s.membership_id = f.membership_id AND s.kind = 'Sykmelding'
              AND s.status = 'Approved' AND coalesce(s.percentage, 100) = 100
              AND s.start_date <= f.end_date AND s.end_date >= f.start_date
        WHERE f.membership_id = $1 AND f.kind = 'Ferie' AND f.status = 'Approved'
          AND NOT EXISTS (SELECT 1 FROM sick_vacation_return r
                           WHERE r.sick_request_id = s.id AND r.vacation_request_id = f.id AND r.${OPEN})
        ORDER BY f.start_date, s.start_date`,
      [membershipId],
    );
    return rows.map(({ sickId, sickStart, sickEnd, ...ferie }) => ({
      ferie,
      sick: { id: sickId, startDate: sickStart, endDate: sickEnd },
    }));
  }

  /** Whether an open claim of this sykmelding already covers any of these ferie days (a double claim). */
  async claimedAlready(
    membershipId: string,
    sickRequestId: string,
    days: Period,
    tx: Transaction,
  ): Promise<boolean> {
    const row = await this.one(
      `SELECT 1 FROM sick_vacation_return
        WHERE membership_id = $1 AND sick_request_id = $2 AND ${OPEN}
          AND start_date <= $4::date AND end_date >= $3::date`,
      [membershipId, sickRequestId, days.startDate, days.endDate],
      tx,
    );
    return row !== null;
  }

  async insert(
    claim: {
      organizationId: string;
      membershipId: string;
      sickRequestId: string;
      vacationRequestId: string;
      days: number;
    } & Period,
    tx: Transaction,
  ): Promise<string> {
    const { rows } = await this.write<{ id: string }>(
      `INSERT INTO sick_vacation_return (organization_id, membership_id, sick_request_id, vacation_request_id,
                                         start_date, end_date, days)
       VALUES ($1, $2, $3, $4, $5::date, $6::date, $7) RETURNING id`,
      [
        claim.organizationId,
        claim.membershipId,
        claim.sickRequestId,
        claim.vacationRequestId,
        claim.startDate,
        claim.endDate,
        claim.days,
      ],
      tx,
    );
    return rows[0]!.id;
  }

  find(id: string, tx?: Transaction): Promise<VacationReturn | null> {
    return this.one(
      `SELECT ${CLAIM} FROM sick_vacation_return r JOIN membership m ON m.id = r.membership_id WHERE r.id = $1`,
      [id],
      tx,
    );
  }

  /** The member's own claims, newest first. */
  forMember(membershipId: string): Promise<VacationReturn[]> {
    return this.rows(
      `SELECT ${CLAIM} FROM sick_vacation_return r JOIN membership m ON m.id = r.membership_id
        WHERE r.membership_id = $1 ORDER BY r.created_at DESC, r.id`,
      [membershipId],
    );
  }

  /** The organisation's claims (optionally of one status), oldest first: the queue an admin works through. */
  forOrganization(organizationId: string, status: VacationReturnStatus | null): Promise<VacationReturn[]> {
    return this.rows(
      `SELECT ${CLAIM} FROM sick_vacation_return r JOIN membership m ON m.id = r.membership_id
        WHERE r.organization_id = $1 AND ($2::text IS NULL OR r.status = $2)
        ORDER BY r.created_at, r.id`,
      [organizationId, status],
    );
  }

  /** The claim's organisation and person, unlocked (to know which member row to lock first). */
  owner(id: string): Promise<{ organizationId: string; membershipId: string } | null> {
    return this.one(
      `SELECT organization_id AS "organizationId", membership_id AS "membershipId" FROM sick_vacation_return WHERE id = $1`,
      [id],
    );
  }

  lock(id: string, tx: Transaction): Promise<ClaimRow | null> {
    return this.one(
      `SELECT r.id, r.organization_id AS "organizationId", r.membership_id AS "membershipId", m.name,
              r.vacation_request_id AS "vacationRequestId", ${DATES('r')}, r.days::float8 AS days, r.status
         FROM sick_vacation_return r JOIN membership m ON m.id = r.membership_id
        WHERE r.id = $1 FOR UPDATE OF r`,
      [id],
      tx,
    );
  }

  /**
   * The member's approved ferie request that holds every one of the days now, locked. After an earlier
   * approval cut a ferie in two, the days may be in the new piece rather than the claimed row.
   */
  lockFerieHolding(membershipId: string, days: Period, tx: Transaction): Promise<ClaimedRequest | null> {
    return this.one(
      `SELECT ${REQUEST('vr')} FROM vacation_request vr
        WHERE vr.membership_id = $1 AND vr.kind = 'Ferie' AND vr.status = 'Approved'
          AND vr.start_date <= $2::date AND vr.end_date >= $3::date
        ORDER BY vr.start_date LIMIT 1 FOR UPDATE`,
      [membershipId, days.startDate, days.endDate],
      tx,
    );
  }

  async decide(
    id: string,
    status: 'Approved' | 'Rejected',
    adminId: string,
    vacationRequestId: string | null,
    tx: Transaction,
  ): Promise<void> {
    await this.write(
      `UPDATE sick_vacation_return
          SET status = $2, decided_at = now(), decided_by_membership_id = $3, vacation_request_id = $4
        WHERE id = $1`,
      [id, status, adminId, vacationRequestId],
      tx,
    );
  }

  /**
   * Cuts the ferie row to what is left (ferieAfterReturn): the row keeps the first piece, a copy of it
   * (same decision, pattern and description) takes the second; no piece left deletes the row.
   */
  async cutFerie(ferieId: string, pieces: readonly PatternedPeriod[], tx: Transaction): Promise<void> {
    const [first, second] = pieces;
    if (!first) {
      await this.write('DELETE FROM vacation_request WHERE id = $1', [ferieId], tx);
      return;
    }
    if (second)
      await this.write(
        `INSERT INTO vacation_request (organization_id, membership_id, start_date, end_date, description, status,
                                       created_at, updated_at, approved_at, decided_by_uid, kind,
                                       half_day_start, half_day_end, hours, percentage, weekdays)
         SELECT organization_id, membership_id, $2::date, $3::date, description, status,
                created_at, now(), approved_at, decided_by_uid, kind, NULL, $4, hours, percentage, weekdays
           FROM vacation_request WHERE id = $1`,
        [ferieId, second.startDate, second.endDate, second.halfDayEnd || null],
        tx,
      );
    await this.write(
      `UPDATE vacation_request SET start_date = $2::date, end_date = $3::date, half_day_start = $4,
              half_day_end = $5, updated_at = now()
        WHERE id = $1`,
      [ferieId, first.startDate, first.endDate, first.halfDayStart || null, first.halfDayEnd || null],
      tx,
    );
  }
}
