import { Injectable } from '@nestjs/common';
import type { AbsenceKind, PayrollPeriod } from '@ferieplan/contracts';
import { SICK_ABSENCE_KINDS } from '@ferieplan/vacation-rules';
import { SqlRepository, type Transaction } from '../database/sql.js';
import type { StoredLoad } from '../vacation-requests/stored-load.js';

/** An approved request touching the period, with its member's payroll facts. */
export interface PayrollRequestRow extends StoredLoad {
  membershipId: string;
  name: string;
  employeeNumber: string | null;
  normalDayHours: number;
}

/** A marked period's id and days (both ends inclusive). */
export interface PeriodDates {
  id: string;
  from: string;
  to: string;
}

const PERIOD_COLUMNS = `p.id, to_char(p.from_date, 'YYYY-MM-DD') AS "from", to_char(p.to_date, 'YYYY-MM-DD') AS "to",
  to_char(p.exported_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "exportedAt", m.name AS "exportedBy"`;

/** Tables payroll_pay_code and payroll_period, and the approved requests an export reads. */
@Injectable()
export class PayrollRepository extends SqlRepository {
  organization(organizationId: string): Promise<{ name: string; plan: string } | null> {
    return this.one('SELECT name, plan FROM organization WHERE id = $1', [organizationId]);
  }

  async payCodes(organizationId: string, tx?: Transaction): Promise<Map<AbsenceKind, string>> {
    const rows = await this.rows<{ kind: AbsenceKind; payCode: string }>(
      'SELECT kind, pay_code AS "payCode" FROM payroll_pay_code WHERE organization_id = $1',
      [organizationId],
      tx,
    );
    return new Map(rows.map((row) => [row.kind, row.payCode]));
  }

  /** Sets (or with null removes) each kind's pay code. */
  async setPayCodes(
    organizationId: string,
    codes: readonly { kind: AbsenceKind; payCode: string | null }[],
    tx: Transaction,
  ): Promise<void> {
    const set = codes.filter((code) => code.payCode !== null);
    const cleared = codes.filter((code) => code.payCode === null).map((code) => code.kind);
    if (set.length > 0)
      await this.write(
        `INSERT INTO payroll_pay_code (organization_id, kind, pay_code)
         SELECT $1, kind, pay_code FROM unnest($2::text[], $3::text[]) AS c(kind, pay_code)
         ON CONFLICT (organization_id, kind) DO UPDATE SET pay_code = EXCLUDED.pay_code, updated_at = now()`,
        [organizationId, set.map((code) => code.kind), set.map((code) => code.payCode)],
        tx,
      );
    if (cleared.length > 0)
      await this.write(
        'DELETE FROM payroll_pay_code WHERE organization_id = $1 AND kind = ANY($2::text[])',
        [organizationId, cleared],
        tx,
      );
  }

  /** Approved requests of every kind but the sick ones that touch [from, to]; the member's normal day (else the organisation's). */
  approvedRequests(organizationId: string, from: string, to: string): Promise<PayrollRequestRow[]> {
    return this.rows(
      `SELECT m.id AS "membershipId", m.name, m.employee_number AS "employeeNumber",
              coalesce(m.normal_day_hours, o.normal_day_hours)::float8 AS "normalDayHours",
              vr.kind, to_char(vr.start_date, 'YYYY-MM-DD') AS "startDate",
              to_char(vr.end_date, 'YYYY-MM-DD') AS "endDate",
              vr.half_day_start IS TRUE AS "halfDayStart", vr.half_day_end IS TRUE AS "halfDayEnd",
              vr.hours::float8 AS hours, vr.percentage, vr.weekdays
       FROM vacation_request vr
       JOIN membership m ON m.id = vr.membership_id
       JOIN organization o ON o.id = vr.organization_id
       WHERE vr.organization_id = $1 AND vr.status = 'Approved'
         AND vr.start_date <= $3::date AND vr.end_date >= $2::date
         AND vr.kind <> ALL($4::text[])
       ORDER BY vr.start_date, vr.id`,
      // Issue 25: sick kinds are health data, only in the admin's 'Sykefravær' export.
      [organizationId, from, to, SICK_ABSENCE_KINDS],
    );
  }

  /** Marked periods of the organisation (all, or those overlapping [from, to]), oldest first. */
  periods(
    organizationId: string,
    overlapping?: { from: string; to: string },
    tx?: Transaction,
  ): Promise<PayrollPeriod[]> {
    return this.rows(
      `SELECT ${PERIOD_COLUMNS}
       FROM payroll_period p LEFT JOIN membership m ON m.id = p.exported_by
       WHERE p.organization_id = $1
         AND ($2::date IS NULL OR (p.from_date <= $3::date AND p.to_date >= $2::date))
       ORDER BY p.from_date, p.id`,
      [organizationId, overlapping?.from ?? null, overlapping?.to ?? null],
      tx,
    );
  }

  async insertPeriod(
    organizationId: string,
    period: { from: string; to: string },
    exportedBy: string,
    tx: Transaction,
  ): Promise<PayrollPeriod> {
    const { rows } = await this.write<PayrollPeriod>(
      `WITH p AS (
         INSERT INTO payroll_period (organization_id, from_date, to_date, exported_by)
         VALUES ($1, $2::date, $3::date, $4) RETURNING *)
       SELECT ${PERIOD_COLUMNS} FROM p LEFT JOIN membership m ON m.id = p.exported_by`,
      [organizationId, period.from, period.to, exportedBy],
      tx,
    );
    return rows[0];
  }

  /** Deletes the period (reopens it); the deleted period, or null when it is not the organisation's. */
  async deletePeriod(organizationId: string, periodId: string, tx: Transaction): Promise<PeriodDates | null> {
    const { rows } = await this.write<PeriodDates>(
      `DELETE FROM payroll_period WHERE id = $1 AND organization_id = $2
       RETURNING id, to_char(from_date, 'YYYY-MM-DD') AS "from", to_char(to_date, 'YYYY-MM-DD') AS "to"`,
      [periodId, organizationId],
      tx,
    );
    return rows[0] ?? null;
  }

  /** The organisation row, exclusively (FOR UPDATE): waits for, and then holds off, every request write. */
  async lockOrganizationExclusively(organizationId: string, tx: Transaction): Promise<void> {
    await this.rows('SELECT id FROM organization WHERE id = $1 FOR UPDATE', [organizationId], tx);
  }

  /** The first marked period overlapping [from, to], or null. */
  lockedPeriod(
    organizationId: string,
    from: string,
    to: string,
    tx: Transaction,
  ): Promise<PeriodDates | null> {
    return this.one(
      `SELECT id, to_char(from_date, 'YYYY-MM-DD') AS "from", to_char(to_date, 'YYYY-MM-DD') AS "to"
       FROM payroll_period WHERE organization_id = $1 AND from_date <= $3::date AND to_date >= $2::date
       ORDER BY from_date LIMIT 1`,
      [organizationId, from, to],
      tx,
    );
  }
}
