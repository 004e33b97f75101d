import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Team } from '@ferieplan/contracts';
import { server, serverTeams } from '@ferieplan/texts';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization, type SeededOrganization } from '../test/factories.js';

// Integration tests of /api/Teams against the run's PostgreSQL database.

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('Teams', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, member: TestUser, colleague: TestUser, outsider: TestUser;
  let org: SeededOrganization, otherOrg: SeededOrganization;

  const createTeam = async (name: string, organizationId = org.id, user = admin) => {
    const response = await client(app, user).post('/api/Teams', { name, organizationId });
    expect(response.statusCode).toBe(201);
    return response.json<Team>();
  };
  const teamIdOf = async (membershipId: string) =>
    (await dataSourceOf(app).query('SELECT team_id FROM membership WHERE id = $1', [membershipId]))[0]
      .team_id;

  beforeAll(async () => {
    app = await createApp();
    [admin, member, colleague, outsider] = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
    org = await seedOrganization(app, { admins: [admin], members: [member, colleague], plan: 'Pro' });
    otherOrg = await seedOrganization(app, { admins: [outsider], members: [], name: 'Annen organisasjon' });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('POST /api/Teams', () => {
    it('creates a team with a trimmed name and no members', async () => {
      const response = await client(app, admin).post('/api/Teams', {
        name: '  Utvikling  ',
        organizationId: org.id,
      });
      expect(response.statusCode).toBe(201);
      const team = response.json<Team>();
      expect(team).toEqual({
        id: expect.any(String),
        name: 'Utvikling',
        organizationId: org.id,
        members: [],
        minimumStaffing: null,
      });
    });

    it('refuses a duplicate name in the same organisation, in any casing or spacing (409)', async () => {
      await createTeam('Salg');
      for (const name of ['Salg', 'SALG', ' salg ']) {
        const response = await client(app, admin).post('/api/Teams', { name, organizationId: org.id });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ statusCode: 409, message: serverTeams.nameTaken });
      }
      // The same name is fine in another organisation.
      expect(
        (await client(app, outsider).post('/api/Teams', { name: 'Salg', organizationId: otherOrg.id }))
          .statusCode,
      ).toBe(201);
    });

    it.each([
      [{ name: '' }, serverTeams.nameRequired],
      [{ name: '    ' }, serverTeams.nameRequired],
      [{ name: 42 }, serverTeams.nameRequired],
      [{}, serverTeams.nameRequired],
      [{ name: 'x'.repeat(101) }, serverTeams.nameTooLong],
      [{ name: 'Ok', organizationId: 'abc' }, serverTeams.organizationIdInvalid],
      [{ name: 'Ok', members: [] }, server.unknownField('members')],
      [{ name: 'Ok', id: MISSING_ID }, server.unknownField('id')],
    ])('refuses %j with 400 and a Norwegian message', async (fields, message) => {
      const before = await dataSourceOf(app).query(
        'SELECT count(*)::int AS n FROM team WHERE organization_id = $1',
        [org.id],
      );
      const response = await client(app, admin).post('/api/Teams', { organizationId: org.id, ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message });
      const after = await dataSourceOf(app).query(
        'SELECT count(*)::int AS n FROM team WHERE organization_id = $1',
        [org.id],
      );
      expect(after[0].n).toBe(before[0].n);
    });

    it('10 parallel creates of one name (different casing): exactly 1 succeeds, the rest 409, no 5xx', async () => {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          client(app, admin).post('/api/Teams', {
            name: i % 2 ? 'Parallell' : 'PARALLELL',
            organizationId: org.id,
          }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
      const rows = await dataSourceOf(app).query(
        `SELECT 1 FROM team WHERE organization_id = $1 AND lower(name) = 'parallell'`,
        [org.id],
      );
      expect(rows).toHaveLength(1);
    });

    it('accepts a 100-character name', async () => {
      expect(
        (await client(app, admin).post('/api/Teams', { name: 'y'.repeat(100), organizationId: org.id }))
          .statusCode,
      ).toBe(201);
    });

    it('is admin-only: 403 member, 404 non-member, 401 without token', async () => {
      const body = { name: 'Hemmelig', organizationId: org.id };
      const asMember = await client(app, member).post('/api/Teams', body);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json()).toEqual({ statusCode: 403, message: server.forbidden });
      expect((await client(app, outsider).post('/api/Teams', body)).statusCode).toBe(404);
      expect((await client(app).post('/api/Teams', body)).statusCode).toBe(401);
      const rows = await dataSourceOf(app).query('SELECT 1 FROM team WHERE name = $1', ['Hemmelig']);
      expect(rows).toHaveLength(0);
    });
  });

  describe('GET /api/Teams/organization/{id}', () => {
    it('lists the organisation’s teams with their members for an admin', async () => {
      const team = await createTeam('Kundeservice');
      await client(app, admin).post(`/api/Teams/${team.id}/users`, { userId: org.membershipIds[member.uid] });
      const response = await client(app, admin).get(`/api/Teams/organization/${org.id}`);
      expect(response.statusCode).toBe(200);
      const teams = response.json<Team[]>();
      expect(teams.every((t) => t.organizationId === org.id)).toBe(true);
      expect(teams.find((t) => t.id === team.id)).toEqual({
        id: team.id,
        name: 'Kundeservice',
        organizationId: org.id,
        members: [
          { id: org.membershipIds[member.uid], name: member.email.split('@')[0], email: member.email },
        ],
        minimumStaffing: null,
      });
      expect(teams.filter((t) => t.name === 'Salg')).toHaveLength(1); // not the other organisation's
    });

    it('is admin-only: 403 member, 404 non-member and malformed id', async () => {
      expect((await client(app, member).get(`/api/Teams/organization/${org.id}`)).statusCode).toBe(403);
      expect((await client(app, outsider).get(`/api/Teams/organization/${org.id}`)).statusCode).toBe(404);
      expect((await client(app, admin).get('/api/Teams/organization/nope')).statusCode).toBe(404);
    });
  });

  describe('PUT /api/Teams/{id}', () => {
    it('renames (trimmed) and returns the team with members', async () => {
      const team = await createTeam('Lager');
      const response = await client(app, admin).put(`/api/Teams/${team.id}`, {
        name: ' Lager og logistikk ',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: team.id,
        name: 'Lager og logistikk',
        organizationId: org.id,
        members: [],
        minimumStaffing: null,
      });
      // Changing only the casing of its own name is allowed.
      expect(
        (await client(app, admin).put(`/api/Teams/${team.id}`, { name: 'LAGER OG LOGISTIKK' })).statusCode,
      ).toBe(200);
    });

    it('refuses a name taken by another team (409), a blank name (400) and organizationId in the body (400)', async () => {
      const team = await createTeam('Økonomi');
      await createTeam('Marked');
      const taken = await client(app, admin).put(`/api/Teams/${team.id}`, { name: 'marked' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(serverTeams.nameTaken);
      expect((await client(app, admin).put(`/api/Teams/${team.id}`, { name: ' ' })).statusCode).toBe(400);
      const moved = await client(app, admin).put(`/api/Teams/${team.id}`, {
        name: 'Flyttet',
        organizationId: otherOrg.id,
      });
      expect(moved.statusCode).toBe(400);
      const [row] = await dataSourceOf(app).query('SELECT name, organization_id FROM team WHERE id = $1', [
        team.id,
      ]);
      expect(row).toEqual({ name: 'Økonomi', organization_id: org.id });
    });

    it('403 member, 404 non-member, 404 unknown or malformed id', async () => {
      const team = await createTeam('Drift');
      expect((await client(app, member).put(`/api/Teams/${team.id}`, { name: 'X' })).statusCode).toBe(403);
      expect((await client(app, outsider).put(`/api/Teams/${team.id}`, { name: 'X' })).statusCode).toBe(404);
      const missing = await client(app, admin).put(`/api/Teams/${MISSING_ID}`, { name: 'X' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(serverTeams.notFound);
      expect((await client(app, admin).put('/api/Teams/123', { name: 'X' })).statusCode).toBe(404);
    });
  });

  describe('team membership', () => {
    it('adds a member, moves them to another team (one team at most) and removes them', async () => {
      const first = await createTeam('Team A');
      const second = await createTeam('Team B');
      const userId = org.membershipIds[colleague.uid];
      const added = await client(app, admin).post(`/api/Teams/${first.id}/users`, { userId });
      expect(added.statusCode).toBe(201);
      expect(added.json<Team>().members.map((m) => m.id)).toEqual([userId]);
      expect(await teamIdOf(userId)).toBe(first.id);

      const moved = await client(app, admin).post(`/api/Teams/${second.id}/users`, { userId });
      expect(moved.statusCode).toBe(201);
      expect(await teamIdOf(userId)).toBe(second.id);
      const teams = (await client(app, admin).get(`/api/Teams/organization/${org.id}`)).json<Team[]>();
      expect(teams.find((t) => t.id === first.id)!.members).toEqual([]);

      // Removing from a team they are not in is a 404; from their own team a 204.
      const notIn = await client(app, admin).delete(`/api/Teams/${first.id}/users/${userId}`);
      expect(notIn.statusCode).toBe(404);
      expect(notIn.json().message).toBe(serverTeams.memberNotInTeam);
      expect((await client(app, admin).delete(`/api/Teams/${second.id}/users/${userId}`)).statusCode).toBe(
        204,
      );
      expect(await teamIdOf(userId)).toBeNull();
    });

    it('refuses a member of another organisation or an unknown member (404) and leaves them untouched', async () => {
      const team = await createTeam('Team C');
      const foreignMember = otherOrg.membershipIds[outsider.uid];
      const foreign = await client(app, admin).post(`/api/Teams/${team.id}/users`, { userId: foreignMember });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe(serverTeams.memberNotFound);
      expect(await teamIdOf(foreignMember)).toBeNull();
      expect(
        (await client(app, admin).post(`/api/Teams/${team.id}/users`, { userId: MISSING_ID })).statusCode,
      ).toBe(404);
      const removed = await client(app, admin).delete(`/api/Teams/${team.id}/users/${foreignMember}`);
      expect(removed.statusCode).toBe(404);
      expect((await client(app, admin).delete(`/api/Teams/${team.id}/users/not-a-uuid`)).statusCode).toBe(
        404,
      );
    });

    it('validates the body: userId must be a UUID, no other fields', async () => {
      const team = await createTeam('Team D');
      const bad = await client(app, admin).post(`/api/Teams/${team.id}/users`, { userId: 'abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(serverTeams.userIdInvalid);
      const extra = await client(app, admin).post(`/api/Teams/${team.id}/users`, {
        userId: org.membershipIds[member.uid],
        isAdmin: true,
      });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().message).toBe(server.unknownField('isAdmin'));
    });

    it('is admin-only: 403 member, 404 non-member (adding and removing)', async () => {
      const team = await createTeam('Team E');
      const userId = org.membershipIds[member.uid];
      const before = await teamIdOf(userId);
      expect((await client(app, member).post(`/api/Teams/${team.id}/users`, { userId })).statusCode).toBe(
        403,
      );
      expect((await client(app, outsider).post(`/api/Teams/${team.id}/users`, { userId })).statusCode).toBe(
        404,
      );
      expect(await teamIdOf(userId)).toBe(before);
      await client(app, admin).post(`/api/Teams/${team.id}/users`, { userId });
      expect((await client(app, member).delete(`/api/Teams/${team.id}/users/${userId}`)).statusCode).toBe(
        403,
      );
      expect((await client(app, outsider).delete(`/api/Teams/${team.id}/users/${userId}`)).statusCode).toBe(
        404,
      );
      expect(await teamIdOf(userId)).toBe(team.id);
    });
  });

  describe('DELETE /api/Teams/{id}', () => {
    it('deletes the team and leaves its members unassigned', async () => {
      const team = await createTeam('Midlertidig');
      const userId = org.membershipIds[colleague.uid];
      await client(app, admin).post(`/api/Teams/${team.id}/users`, { userId });
      expect((await client(app, member).delete(`/api/Teams/${team.id}`)).statusCode).toBe(403);
      expect((await client(app, outsider).delete(`/api/Teams/${team.id}`)).statusCode).toBe(404);
      const response = await client(app, admin).delete(`/api/Teams/${team.id}`);
      expect(response.statusCode).toBe(204);
      expect(await dataSourceOf(app).query('SELECT 1 FROM team WHERE id = $1', [team.id])).toHaveLength(0);
      expect(await teamIdOf(userId)).toBeNull();
      // The member still exists.
      expect(await dataSourceOf(app).query('SELECT 1 FROM membership WHERE id = $1', [userId])).toHaveLength(
        1,
      );
      expect((await client(app, admin).delete(`/api/Teams/${team.id}`)).statusCode).toBe(404);
    });
  });
});
