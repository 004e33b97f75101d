import { Injectable } from '@nestjs/common';
import type { Team } from '@ferieplan/contracts';
import { SqlRepository, type Transaction } from '../database/sql.js';

/** Teams with their members, built in SQL (one query, members ordered by name). */
const TEAMS_WITH_MEMBERS = `
  SELECT t.id, t.name, t.organization_id AS "organizationId", t.minimum_staffing AS "minimumStaffing",
         COALESCE(json_agg(json_build_object('id', m.id, 'name', m.name, 'email', m.email)
                           ORDER BY lower(m.name), m.id) FILTER (WHERE m.id IS NOT NULL), '[]'::json) AS members
  FROM team t LEFT JOIN membership m ON m.team_id = t.id`;

export interface TeamRow {
  id: string;
  organizationId: string;
  name: string;
  memberCount: number;
}

/** Table team, and the team assignment of members (membership.team_id). */
@Injectable()
export class TeamsRepository extends SqlRepository {
  listWithMembers(organizationId: string): Promise<Team[]> {
    return this.rows(
      `${TEAMS_WITH_MEMBERS} WHERE t.organization_id = $1 GROUP BY t.id ORDER BY lower(t.name), t.id`,
      [organizationId],
    );
  }

  findWithMembers(id: string, tx?: Transaction): Promise<Team | null> {
    return this.one(`${TEAMS_WITH_MEMBERS} WHERE t.id = $1 GROUP BY t.id`, [id], tx);
  }

  findById(id: string, tx?: Transaction): Promise<TeamRow | null> {
    return this.one(
      `SELECT t.id, t.organization_id AS "organizationId", t.name,
              (SELECT count(*) FROM membership m WHERE m.team_id = t.id)::int AS "memberCount"
       FROM team t WHERE t.id = $1`,
      [id],
      tx,
    );
  }

  /** The member's current team, or null. */
  teamOf(membershipId: string, tx?: Transaction): Promise<{ id: string; name: string } | null> {
    return this.one(
      'SELECT t.id, t.name FROM membership m JOIN team t ON t.id = m.team_id WHERE m.id = $1',
      [membershipId],
      tx,
    );
  }

  async insert(organizationId: string, name: string, tx: Transaction): Promise<Team> {
    const { rows } = await this.write<Omit<Team, 'members' | 'minimumStaffing'>>(
      'INSERT INTO team (organization_id, name) VALUES ($1, $2) RETURNING id, name, organization_id AS "organizationId"',
      [organizationId, name],
      tx,
    );
    return { ...rows[0], members: [], minimumStaffing: null };
  }

  async rename(id: string, name: string, tx: Transaction): Promise<void> {
    await this.write('UPDATE team SET name = $2 WHERE id = $1', [id, name], tx);
  }

  /** Its members become unassigned (membership.team_id ON DELETE SET NULL). */
  async delete(id: string, tx: Transaction): Promise<void> {
    await this.write('DELETE FROM team WHERE id = $1', [id], tx);
  }

  /** Puts a member of the organisation in the team; false when no such member. */
  async assign(
    teamId: string,
    membershipId: string,
    organizationId: string,
    tx: Transaction,
  ): Promise<boolean> {
    const { count } = await this.write(
      'UPDATE membership SET team_id = $1 WHERE id = $2 AND organization_id = $3',
      [teamId, membershipId, organizationId],
      tx,
    );
    return count > 0;
  }

  /** Takes the member out of the team; false when they were not in it. */
  async unassign(teamId: string, membershipId: string, tx: Transaction): Promise<boolean> {
    const { count } = await this.write(
      'UPDATE membership SET team_id = NULL WHERE id = $1 AND team_id = $2',
      [membershipId, teamId],
      tx,
    );
    return count > 0;
  }

  async isMemberOf(organizationId: string, membershipId: string, tx?: Transaction): Promise<boolean> {
    return (
      (await this.one(
        'SELECT 1 FROM membership WHERE id = $1 AND organization_id = $2',
        [membershipId, organizationId],
        tx,
      )) !== null
    );
  }
}
