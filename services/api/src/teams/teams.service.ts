import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { AuditKind, type Team } from '@ferieplan/contracts';
import { serverTeams } from '@ferieplan/texts';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { AuditLog } from '../audit/audit-log.js';
import { conflict, notFound } from '../common/domain-error.js';
import { isUniqueViolation } from '../common/pg-errors.js';
import { isUuid } from '../common/uuid.js';
import type { Transaction } from '../database/sql.js';
import type { Membership } from '../users/membership.js';
import type { CreateTeamDto } from './dto/create-team.dto.js';
import { TeamsRepository, type TeamRow } from './teams.repository.js';
import { runInTransaction } from '../database/transaction.js';

@Injectable()
export class TeamsService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly teams: TeamsRepository,
    private readonly audit: AuditLog,
  ) {}

  list(uid: string, organizationId: string): Promise<Team[]> {
    return this.access.adminRead(uid, organizationId, () => this.teams.listWithMembers(organizationId));
  }

  async create(uid: string, body: CreateTeamDto): Promise<Team> {
    return this.uniqueName(() =>
      runInTransaction(this.pool, async (tx) => {
        const admin = await this.access.requireAdmin(uid, body.organizationId, tx);
        const team = await this.teams.insert(body.organizationId, body.name, tx);
        await this.audit.record(
          {
            organizationId: team.organizationId,
            kind: AuditKind.TeamCreated,
            actor: admin.id,
            targetId: team.id,
            details: { teamName: team.name },
          },
          tx,
        );
        return team;
      }),
    );
  }

  async rename(uid: string, id: string, name: string): Promise<Team> {
    return this.uniqueName(() =>
      runInTransaction(this.pool, async (tx) => {
        const { admin, team } = await this.lockTeamAsAdmin(uid, id, tx);
        await this.teams.rename(team.id, name, tx);
        await this.audit.record(
          {
            organizationId: team.organizationId,
            kind: AuditKind.TeamRenamed,
            actor: admin.id,
            targetId: team.id,
            details: { before: team.name, after: name },
          },
          tx,
        );
        return this.findOne(team.id, tx);
      }),
    );
  }

  /** Deleting a team leaves its members unassigned. */
  async remove(uid: string, id: string): Promise<void> {
    await runInTransaction(this.pool, async (tx) => {
      const { admin, team } = await this.lockTeamAsAdmin(uid, id, tx);
      await this.audit.record(
        {
          organizationId: team.organizationId,
          kind: AuditKind.TeamDeleted,
          actor: admin.id,
          targetId: team.id,
          details: { teamName: team.name, memberCount: team.memberCount },
        },
        tx,
      );
      await this.teams.delete(team.id, tx);
    });
  }

  /** Puts a member of the team's organisation in the team; a member has at most one team, so this moves them. */
  async addMember(uid: string, teamId: string, membershipId: string): Promise<Team> {
    return runInTransaction(this.pool, async (tx) => {
      const { admin, team } = await this.lockTeamAsAdmin(uid, teamId, tx);
      const previous = isUuid(membershipId) ? await this.teams.teamOf(membershipId, tx) : null;
      if (!(await this.teams.assign(team.id, membershipId, team.organizationId, tx)))
        throw notFound(serverTeams.memberNotFound);
      if (previous?.id !== team.id) {
        await this.audit.record(
          {
            organizationId: team.organizationId,
            kind: AuditKind.TeamMemberAdded,
            actor: admin.id,
            subject: membershipId,
            targetId: team.id,
            details: { teamName: team.name, previousTeamName: previous?.name ?? null },
          },
          tx,
        );
      }
      return this.findOne(team.id, tx);
    });
  }

  async removeMember(uid: string, teamId: string, membershipId: string): Promise<void> {
    await runInTransaction(this.pool, async (tx) => {
      const { admin, team } = await this.lockTeamAsAdmin(uid, teamId, tx);
      if (!isUuid(membershipId)) throw notFound(serverTeams.memberNotFound);
      if (await this.teams.unassign(team.id, membershipId, tx)) {
        return this.audit.record(
          {
            organizationId: team.organizationId,
            kind: AuditKind.TeamMemberRemoved,
            actor: admin.id,
            subject: membershipId,
            targetId: team.id,
            details: { teamName: team.name },
          },
          tx,
        );
      }
      const isMember = await this.teams.isMemberOf(team.organizationId, membershipId, tx);
      throw notFound(isMember ? serverTeams.memberNotInTeam : serverTeams.memberNotFound);
    });
  }

  /**
   * The team, with its organisation locked, after checking that the caller administers it (not found
   * when missing or the id is malformed); and the caller's membership, who the audit log names.
   */
  private async lockTeamAsAdmin(
    uid: string,
    id: string,
    tx: Transaction,
  ): Promise<{ admin: Membership; team: TeamRow }> {
    if (!isUuid(id)) throw notFound(serverTeams.notFound);
    const found = await this.teams.findById(id, tx);
    if (!found) throw notFound(serverTeams.notFound);
    const admin = await this.access.requireAdmin(uid, found.organizationId, tx);
    await this.access.lockOrganization(found.organizationId, tx);
    const team = await this.teams.findById(id, tx);
    if (!team) throw notFound(serverTeams.notFound);
    return { admin, team };
  }

  private async findOne(id: string, tx?: Transaction): Promise<Team> {
    const team = await this.teams.findWithMembers(id, tx);
    if (!team) throw notFound(serverTeams.notFound);
    return team;
  }

  /** Runs a write and turns the (organization_id, lower(name)) unique violation into a Norwegian conflict. */
  private async uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'uq_team_organization_name')) throw conflict(serverTeams.nameTaken);
      throw error;
    }
  }
}
