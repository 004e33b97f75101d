import { Injectable } from '@nestjs/common';
import type { Team } from '@ferieplan/contracts';
import { serverTeams } from '@ferieplan/texts';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { conflict, notFound } from '../common/domain-error.js';
import { isUniqueViolation } from '../common/pg-errors.js';
import { isUuid } from '../common/uuid.js';
import type { CreateTeamDto } from './dto/create-team.dto.js';
import { TeamsRepository, type TeamRow } from './teams.repository.js';

@Injectable()
export class TeamsService {
  constructor(
    private readonly access: OrganizationAccessService,
    private readonly teams: TeamsRepository,
  ) {}

  async list(uid: string, organizationId: string): Promise<Team[]> {
    await this.access.requireAdmin(uid, organizationId);
    return this.teams.listWithMembers(organizationId);
  }

  async create(uid: string, body: CreateTeamDto): Promise<Team> {
    await this.access.requireAdmin(uid, body.organizationId);
    return this.uniqueName(() => this.teams.insert(body.organizationId, body.name));
  }

  async rename(uid: string, id: string, name: string): Promise<Team> {
    const team = await this.requireTeamAdmin(uid, id);
    await this.uniqueName(() => this.teams.rename(team.id, name));
    return this.findOne(team.id);
  }

  /** Deleting a team leaves its members unassigned. */
  async remove(uid: string, id: string): Promise<void> {
    const team = await this.requireTeamAdmin(uid, id);
    await this.teams.delete(team.id);
  }

  /** Puts a member of the team's organisation in the team; a member has at most one team, so this moves them. */
  async addMember(uid: string, teamId: string, userId: string): Promise<Team> {
    const team = await this.requireTeamAdmin(uid, teamId);
    if (!(await this.teams.assign(team.id, userId, team.organizationId))) throw notFound(serverTeams.memberNotFound);
    return this.findOne(team.id);
  }

  async removeMember(uid: string, teamId: string, userId: string): Promise<void> {
    const team = await this.requireTeamAdmin(uid, teamId);
    if (!isUuid(userId)) throw notFound(serverTeams.memberNotFound);
    if (await this.teams.unassign(team.id, userId)) return;
    const isMember = await this.teams.isMemberOf(team.organizationId, userId);
    throw notFound(isMember ? serverTeams.memberNotInTeam : serverTeams.memberNotFound);
  }

  /** The team (not found when missing or the id is malformed) after checking the caller administers its organisation. */
  private async requireTeamAdmin(uid: string, id: string): Promise<TeamRow> {
    if (!isUuid(id)) throw notFound(serverTeams.notFound);
    const team = await this.teams.findById(id);
    if (!team) throw notFound(serverTeams.notFound);
    await this.access.requireAdmin(uid, team.organizationId);
    return team;
  }

  private async findOne(id: string): Promise<Team> {
    const team = await this.teams.findWithMembers(id);
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
