import { Injectable } from '@nestjs/common';
import type { EgenmeldingScheme } from '@ferieplan/contracts';
import type { Period } from '@ferieplan/vacation-rules';
import { SqlRepository, type Transaction } from '../database/sql.js';

/** The organisation's stored choice (table sick_leave_setting); no row = the law's scheme. */
export interface StoredSickLeaveSetting {
  scheme: EgenmeldingScheme;
  extendedDaysPerOccurrence: number;
  extendedDaysIn12Months: number;
}

/** One sick absence (egenmelding or sykmelding) of a member, as the arbeidsgiverperiode counts it. */
export interface SickAbsenceRow extends Period {
  membershipId: string;
  name: string;
}

export interface ReportMemberRow {
  id: string;
  teamId: string | null;
  teamName: string | null;
  employmentStart: string;
}

export interface ReportAbsenceRow extends Period {
  membershipId: string;
  kind: 'Egenmelding' | 'Sykmelding';
  percentage: number | null;
}

/**
 * When a member's employment began, for the two months before egenmelding (folketrygdloven § 8-24) and
 * the report's possible days. Until employment start dates exist: the day the membership was created
 * (Oslo time). The one place to swap for a start date.
 */
const EMPLOYMENT_START = `to_char(m.created_at AT TIME ZONE 'Europe/Oslo', 'YYYY-MM-DD')`;

/** Requests that count: registered (approved at once) or, should one ever wait, pending. */
const COUNTING = `status IN ('Pending', 'Approved')`;
const DATES = `to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate"`;

/** Sick leave's reads and the settings' write. Health data: nothing here is logged. */
@Injectable()
export class SickLeaveRepository extends SqlRepository {
  async settings(organizationId: string, tx?: Transaction): Promise<StoredSickLeaveSetting | null> {
    return this.one<StoredSickLeaveSetting>(
      `SELECT scheme, extended_days_per_occurrence AS "extendedDaysPerOccurrence",
              extended_days_in_12_months AS "extendedDaysIn12Months"
         FROM sick_leave_setting WHERE organization_id = $1`,
      [organizationId],
      tx,
    );
  }

  async saveSettings(
    organizationId: string,
    setting: StoredSickLeaveSetting,
    tx: Transaction,
  ): Promise<void> {
    await this.write(
      `INSERT INTO sick_leave_setting (organization_id, scheme, extended_days_per_occurrence, extended_days_in_12_months)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (organization_id) DO UPDATE SET scheme = excluded.scheme,
         extended_days_per_occurrence = excluded.extended_days_per_occurrence,
         extended_days_in_12_months = excluded.extended_days_in_12_months, updated_at = now()`,
      [organizationId, setting.scheme, setting.extendedDaysPerOccurrence, setting.extendedDaysIn12Months],
      tx,
    );
  }

  /** The member's egenmeldinger (the limits' history). */
  egenmeldinger(membershipId: string, tx?: Transaction): Promise<Period[]> {
    return this.rows<Period>(
      `SELECT ${DATES} FROM vacation_request
        WHERE membership_id = $1 AND kind = 'Egenmelding' AND ${COUNTING}
        ORDER BY start_date`,
      [membershipId],
      tx,
    );
  }

  /** When the member's employment began (EMPLOYMENT_START). */
  async employmentStart(membershipId: string, tx?: Transaction): Promise<string> {
    const row = await this.one<{ start: string }>(
      `SELECT ${EMPLOYMENT_START} AS start FROM membership m WHERE m.id = $1`,
      [membershipId],
      tx,
    );
    return row!.start;
  }

  /** Every egenmelding and sykmelding in the organisation (one member's with `membershipId`). */
  sickAbsences(organizationId: string, membershipId?: string): Promise<SickAbsenceRow[]> {
    return this.rows<SickAbsenceRow>(
      `SELECT vr.membership_id AS "membershipId", m.name, ${DATES}
         FROM vacation_request vr JOIN membership m ON m.id = vr.membership_id
        WHERE vr.organization_id = $1 AND vr.kind IN ('Egenmelding', 'Sykmelding') AND vr.${COUNTING}
          AND ($2::uuid IS NULL OR vr.membership_id = $2)
        ORDER BY vr.membership_id, vr.start_date`,
      [organizationId, membershipId ?? null],
    );
  }

  /** Every member with team and employment start (as employmentStart), for the report. */
  reportMembers(organizationId: string): Promise<ReportMemberRow[]> {
    return this.rows<ReportMemberRow>(
      `SELECT m.id, m.team_id AS "teamId", t.name AS "teamName",
              ${EMPLOYMENT_START} AS "employmentStart"
         FROM membership m LEFT JOIN team t ON t.id = m.team_id
        WHERE m.organization_id = $1`,
      [organizationId],
    );
  }

  /** The organisation's egenmeldinger and sykmeldinger touching a year, with kind and grade. */
  sickAbsencesInYear(organizationId: string, year: number): Promise<ReportAbsenceRow[]> {
    return this.rows<ReportAbsenceRow>(
      `SELECT membership_id AS "membershipId", kind, percentage, ${DATES}
         FROM vacation_request
        WHERE organization_id = $1 AND kind IN ('Egenmelding', 'Sykmelding') AND ${COUNTING}
          AND start_date <= make_date($2, 12, 31) AND end_date >= make_date($2, 1, 1)`,
      [organizationId, year],
    );
  }
}
