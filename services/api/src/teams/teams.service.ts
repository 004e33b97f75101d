import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '../common/uuid.js';
import { conflict, notFound } from '../common/api-exception.js';
import type { Team } from '@ferieplan/contracts';
import { serverTeams } from '@ferieplan/texts';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import type { CreateTeamDto } from './dto/create-team.dto.js';

const UNIQUE_VIOLATION = '23505';

/** Teams with their members, built in SQL (one query, members ordered by name). */
const TEAMS_WITH_MEMBERS = `
  SELECT t.id, t.name, t.organization_id AS "organizationId",
         COALESCE(json_agg(json_build_object('id', m.id, 'name', m.name, 'email', m.email)
                           ORDER BY lower(m.name), m.id) FILTER (WHERE m.id IS NOT NULL), '[]'::json) AS members
  FROM team t LEFT JOIN membership m ON m.team_id = t.id`;

interface TeamRow {
  id: string;
  organizationId: string;
}

@Injectable()
export class TeamsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: OrganizationAccessService,
  ) {}

  async list(uid: string, organizationId: string): Promise<Team[]> {
    await this.access.requireAdmin(uid, organizationId);
    return this.dataSource.query(
      `${TEAMS_WITH_MEMBERS} WHERE t.organization_id = $1 GROUP BY t.id ORDER BY lower(t.name), t.id`,
      [organizationId],
    );
  }

  async create(uid: string, body: CreateTeamDto): Promise<Team> {
    await this.access.requireAdmin(uid, body.organizationId);
    const [row] = await this.uniqueName(() =>
      this.dataSource.query(
        'INSERT INTO team (organization_id, name) VALUES ($1, $2) RETURNING id, name, organization_id AS "organizationId"',
        [body.organizationId, body.name],
      ),
    );
    return { ...row, members: [] };
  }

  async rename(uid: string, id: string, name: string): Promise<Team> {
    const team = await this.requireTeamAdmin(uid, id);
    await this.uniqueName(() =>
      this.dataSource.query('UPDATE team SET name = $2 WHERE id = $1', [team.id, name]),
    );
    return this.findOne(team.id);
  }

  /** Deleting a team leaves its members unassigned (membership.team_id ON DELETE SET NULL). */
  async remove(uid: string, id: string): Promise<void> {
    const team = await this.requireTeamAdmin(uid, id);
    await this.dataSource.query('DELETE FROM team WHERE id = $1', [team.id]);
  }

  /** Puts a member of the team's organisation in the team; a member has at most one team, so this moves them. */
  async addMember(uid: string, teamId: string, userId: string): Promise<Team> {
    const team = await this.requireTeamAdmin(uid, teamId);
    const [, updated] = await this.dataSource.query(
      'UPDATE membership SET team_id = $1 WHERE id = $2 AND organization_id = $3',
      [team.id, userId, team.organizationId],
    );
    if (updated === 0) throw notFound(serverTeams.memberNotFound);
    return this.findOne(team.id);
  }

  async removeMember(uid: string, teamId: string, userId: string): Promise<void> {
    const team = await this.requireTeamAdmin(uid, teamId);
    if (!isUuid(userId)) throw notFound(serverTeams.memberNotFound);
    const [, updated] = await this.dataSource.query(
      'UPDATE membership SET team_id = NULL WHERE id = $1 AND team_id = $2',
      [userId, team.id],
    );
    if (updated > 0) return;
    const member: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM membership WHERE id = $1 AND organization_id = $2',
      [userId, team.organizationId],
    );
    throw notFound(member.length ? serverTeams.memberNotInTeam : serverTeams.memberNotFound);
  }

  /** The team (404 when missing or the id is malformed) after checking the caller administers its organisation. */
  private async requireTeamAdmin(uid: string, id: string): Promise<TeamRow> {
    if (!isUuid(id)) throw notFound(serverTeams.notFound);
    const [team]: TeamRow[] = await this.dataSource.query(
      'SELECT id, organization_id AS "organizationId" FROM team WHERE id = $1',
      [id],
    );
    if (!team) throw notFound(serverTeams.notFound);
    await this.access.requireAdmin(uid, team.organizationId);
    return team;
  }

  private async findOne(id: string): Promise<Team> {
    const [team] = await this.dataSource.query(`${TEAMS_WITH_MEMBERS} WHERE t.id = $1 GROUP BY t.id`, [id]);
    if (!team) throw notFound(serverTeams.notFound);
    return team;
  }

  /** Runs a write and turns the (organization_id, lower(name)) unique violation into a Norwegian 409. */
  private async uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const code =
        (error as { code?: string; driverError?: { code?: string } }).code ??
        (error as { driverError?: { code?: string } }).driverError?.code;
      if (code === UNIQUE_VIOLATION) throw conflict(serverTeams.nameTaken);
      throw error;
    }
  }
}
