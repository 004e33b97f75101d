import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import type { StaffingWarning, Team, UnderstaffedDetails } from '@ferieplan/contracts';
import { server, serverTeams } from '@ferieplan/texts';
import { daysBelowMinimumIfApproved, hasAdvancedPlanning, understaffedDays } from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../../access/organization-access.service.js';
import { notFound } from '../../common/domain-error.js';
import { isUuid } from '../../common/uuid.js';
import type { Transaction } from '../../database/sql.js';
import { runInTransaction } from '../../database/transaction.js';
import { TeamsRepository } from '../../teams/teams.repository.js';
import { requireAdvancedPlanning } from '../plan-gate.js';
import { PlanningRepository } from '../planning.repository.js';

/** A request about to be approved. */
export interface ApprovalCandidate {
  organizationId: string;
  membershipId: string;
  startDate: string;
  endDate: string;
  /**
   * Set when the request weighs less than half a day on its own (hours, a small percentage): it takes
   * its person away only on days their other approved absences bring to half a day (isAwayOn).
   */
  lightRequestId?: string;
}

/** 'Minst {n} på jobb' per team (Pro): the setting, the approval check, the calendar and the form warning. */
@Injectable()
export class MinimumStaffingService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly planning: PlanningRepository,
    private readonly teams: TeamsRepository,
  ) {}

  /**
   * Sets the team's minimum (admins, Pro). Removing it (null) is allowed on every plan. Under the
   * organisation lock, like the other planning settings: the plan cannot change between check and write.
   */
  async set(uid: string, teamId: string, minimum: number | null): Promise<Team> {
    if (!isUuid(teamId)) throw notFound(serverTeams.notFound);
    return runInTransaction(this.pool, async (tx) => {
      const organizationId = await this.planning.teamOrganization(teamId, tx);
      if (!organizationId) throw notFound(serverTeams.notFound);
      await this.access.requireAdmin(uid, organizationId, tx);
      const org = await this.planning.lockOrganization(organizationId, tx);
      if (!org) throw notFound(server.organizationNotFound);
      if (minimum !== null) requireAdvancedPlanning(org);
      await this.planning.setTeamMinimum(teamId, minimum, tx);
      return (await this.teams.findWithMembers(teamId, tx))!;
    });
  }

  /**
   * For the caller's request form: the chosen working days on which their team is already at its
   * minimum, so taking them would go below it. Counts only, never who is away.
   */
  async warning(
    uid: string,
    organizationId: string,
    startDate: string,
    endDate: string,
  ): Promise<StaffingWarning> {
    const member = await this.access.requireMember(uid, organizationId);
    const org = await this.planning.organization(organizationId);
    if (!org) throw notFound(server.organizationNotFound);
    requireAdvancedPlanning(org);
    if (!member.teamId || member.isAdmin) return { minimum: null, days: [] };
    const [team] = await this.planning.teamStaffing(organizationId, startDate, endDate, member.teamId);
    if (!team) return { minimum: null, days: [] };
    return {
      minimum: team.minimum,
      days: daysBelowMinimumIfApproved(team, team.absences, { memberId: member.id, startDate, endDate }),
    };
  }

  /**
   * The working days on which approving the request would leave the member's team with fewer than its
   * minimum at work (Pro; nothing on Starter, for admins, or members without a team with a minimum).
   * The caller must hold the organisation row lock (VacationRequestsService.decide): approvals are then
   * serialised, so two that together break a minimum cannot both pass unconfirmed.
   */
  async understaffedByApproval(
    candidate: ApprovalCandidate,
    plan: string,
    tx: Transaction,
  ): Promise<UnderstaffedDetails | null> {
    if (!hasAdvancedPlanning(plan)) return null;
    const member = await this.planning.memberTeam(candidate.membershipId, tx);
    if (!member?.teamId || member.isAdmin) return null;
    const staffing = (asApproved: string | null) =>
      this.planning.teamStaffing(
        candidate.organizationId,
        candidate.startDate,
        candidate.endDate,
        member.teamId,
        asApproved,
        tx,
      );
    const [team] = await staffing(null);
    if (!team) return null;
    // The days the candidate takes its person away: its whole period, or for a light request the days on
    // which it brings the member's summed load to half a day (their away periods with it counted).
    const away =
      candidate.lightRequestId === undefined
        ? [candidate]
        : ((await staffing(candidate.lightRequestId))[0]?.absences.filter(
            (a) => a.memberId === candidate.membershipId,
          ) ?? []);
    const days = [
      ...new Set(
        away.flatMap((period) =>
          daysBelowMinimumIfApproved(team, team.absences, { ...period, memberId: candidate.membershipId }),
        ),
      ),
    ].sort();
    if (days.length === 0) return null;
    return {
      reason: 'understaffed',
      teamId: team.teamId,
      teamName: team.teamName,
      minimum: team.minimum,
      days,
    };
  }

  /**
   * For the staffing calendar: per day of [from, to], the teams (all, or just `teamId`) with fewer than
   * their minimum at work. Empty on Starter.
   */
  async understaffedTeamsByDay(
    organizationId: string,
    from: string,
    to: string,
    teamId: string | null,
  ): Promise<Map<string, string[]>> {
    const byDay = new Map<string, string[]>();
    const org = await this.planning.organization(organizationId);
    if (!org || !hasAdvancedPlanning(org.plan)) return byDay;
    for (const team of await this.planning.teamStaffing(organizationId, from, to, teamId)) {
      for (const day of understaffedDays(team, team.absences, from, to))
        byDay.set(day, [...(byDay.get(day) ?? []), team.teamId]);
    }
    return byDay;
  }
}
