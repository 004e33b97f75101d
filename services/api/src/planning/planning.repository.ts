import { Injectable } from '@nestjs/common';
import type { Absence, TeamStaffing } from '@ferieplan/vacation-rules';
import { AWAY_PERIODS_CTES } from '../database/away-per-day.sql.js';
import { SqlRepository, type Transaction } from '../database/sql.js';
import type { OrganizationPlanning } from './plan-gate.js';

/** A team with a minimum, its counted members and their approved vacation in a date range. */
export interface TeamStaffingFacts extends TeamStaffing {
  teamId: string;
  teamName: string;
  minimum: number;
  absences: Absence[];
}

const ORGANIZATION_PLANNING = `SELECT id, name, plan, transfer_limit AS "transferLimit",
  summer_request_deadline AS "summerRequestDeadline" FROM organization WHERE id = $1`;

/** Planning columns of organization and team, and the staffing facts minimum staffing is checked on. */
@Injectable()
export class PlanningRepository extends SqlRepository {
  /** The organisation's plan and planning settings. */
  organization(organizationId: string, tx?: Transaction): Promise<OrganizationPlanning | null> {
    return this.one(ORGANIZATION_PLANNING, [organizationId], tx);
  }

  /**
   * The same, with the row locked (FOR NO KEY UPDATE) until the transaction ends: the organisation lock
   * is how planning's check-then-write rules (transfers, approvals against minimum staffing, settings)
   * are serialised, like seat limits and admin changes.
   */
  lockOrganization(organizationId: string, tx: Transaction): Promise<OrganizationPlanning | null> {
    return this.one(`${ORGANIZATION_PLANNING} FOR NO KEY UPDATE`, [organizationId], tx);
  }

  /** transferLimit null keeps it; the deadline changes only when `deadline.set`. */
  async updateSettings(
    organizationId: string,
    transferLimit: number | null,
    deadline: { set: boolean; value: string | null },
    tx: Transaction,
  ): Promise<void> {
    await this.write(
      `UPDATE organization
          SET transfer_limit = coalesce($2, transfer_limit),
              summer_request_deadline = CASE WHEN $3::boolean THEN $4 ELSE summer_request_deadline END
        WHERE id = $1`,
      [organizationId, transferLimit, deadline.set, deadline.value],
      tx,
    );
  }

  async teamOrganization(teamId: string, tx?: Transaction): Promise<string | null> {
    const row = await this.one<{ organizationId: string }>(
      'SELECT organization_id AS "organizationId" FROM team WHERE id = $1',
      [teamId],
      tx,
    );
    return row?.organizationId ?? null;
  }

  async setTeamMinimum(teamId: string, minimum: number | null, tx: Transaction): Promise<void> {
    await this.write('UPDATE team SET minimum_staffing = $2 WHERE id = $1', [teamId, minimum], tx);
  }

  memberTeam(
    membershipId: string,
    tx?: Transaction,
  ): Promise<{ teamId: string | null; isAdmin: boolean } | null> {
    return this.one(
      'SELECT team_id AS "teamId", is_admin AS "isAdmin" FROM membership WHERE id = $1',
      [membershipId],
      tx,
    );
  }

  /**
   * Every team of the organisation that has a minimum (or just `teamId`), with its non-admin members
   * (the people the staffing calendar counts) and their approved vacation overlapping [from, to].
   * Two queries whatever the number of teams.
   */
  async teamStaffing(
    organizationId: string,
    from: string,
    to: string,
    teamId: string | null,
    /** A pending request to count as if approved (the approval check of a request under half a day). */
    asApproved: string | null = null,
    tx?: Transaction,
  ): Promise<TeamStaffingFacts[]> {
    const teams = await this.rows<{ teamId: string; teamName: string; minimum: number; memberIds: string[] }>(
      `SELECT t.id AS "teamId", t.name AS "teamName", t.minimum_staffing AS minimum,
              coalesce(array_agg(m.id::text) FILTER (WHERE m.id IS NOT NULL), '{}') AS "memberIds"
         FROM team t
         LEFT JOIN membership m ON m.team_id = t.id AND m.is_admin = false
        WHERE t.organization_id = $1 AND t.minimum_staffing IS NOT NULL AND ($2::uuid IS NULL OR t.id = $2::uuid)
        GROUP BY t.id`,
      [organizationId, teamId],
      tx,
    );
    if (teams.length === 0) return [];
    const absences = await this.rows<Absence & { teamId: string }>(
      // Issue 24: away with at least half a day summed over the member's absences (AWAY_PERIODS_CTES, as
      // the staffing calendar): a lone 40 % leave leaves the person at work, 2 + 2 hours do not.
      `WITH weighed AS (
         SELECT vr.membership_id, vr.start_date, vr.end_date, vr.half_day_start, vr.half_day_end,
                absence_base_load(vr.hours, vr.percentage, coalesce(m.normal_day_hours, o.normal_day_hours)) AS base,
                greatest(vr.start_date, $3::date) AS first_day, least(vr.end_date, $4::date) AS last_day
           FROM vacation_request vr JOIN membership m ON m.id = vr.membership_id
           JOIN organization o ON o.id = vr.organization_id
          WHERE vr.organization_id = $1 AND (vr.status = 'Approved' OR vr.id = $5::uuid)
            AND m.team_id = ANY($2::uuid[]) AND m.is_admin = false
            AND vr.end_date >= $3::date AND vr.start_date <= $4::date
       ),
       ${AWAY_PERIODS_CTES}
       SELECT m.team_id AS "teamId", a.membership_id AS "memberId",
              to_char(a.first_day, 'YYYY-MM-DD') AS "startDate", to_char(a.last_day, 'YYYY-MM-DD') AS "endDate"
         FROM approved a JOIN membership m ON m.id = a.membership_id`,
      [organizationId, teams.map((t) => t.teamId), from, to, asApproved],
      tx,
    );
    return teams.map((team) => ({ ...team, absences: absences.filter((a) => a.teamId === team.teamId) }));
  }
}
