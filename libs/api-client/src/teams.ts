import { queryOptions } from '@tanstack/react-query';
import type { CreateTeamBody, Team, UpdateTeamBody } from '@ferieplan/contracts';
import { adminMinimumStaffing, apiErrors } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

const errors = apiErrors.teams;
const path = (id: string) => `/api/Teams/${encodeURIComponent(id)}`;

export const teamsApi = {
  /** Teams with members. Spec section 7: a single object is wrapped into a list. */
  organization: async (organizationId: string, signal?: AbortSignal) => {
    const body = await apiRequest<Team[] | Team | undefined>(
      'GET',
      `/api/Teams/organization/${encodeURIComponent(organizationId)}`,
      { fallbackMessage: errors.fetchForOrganization, signal },
    );
    const list = Array.isArray(body) ? body : body && typeof body === 'object' ? [body] : [];
    return list.map((team) => ({ ...team, members: Array.isArray(team.members) ? team.members : [] }));
  },
  create: (body: CreateTeamBody) =>
    apiRequest<Team>('POST', '/api/Teams', { body, fallbackMessage: errors.create }),
  update: (id: string, body: UpdateTeamBody) =>
    apiRequest<Team>('PUT', path(id), { body, fallbackMessage: errors.update }),
  remove: (id: string) => apiRequest<void>('DELETE', path(id), { fallbackMessage: errors.remove }),
  /** Adds the employee to the team (an employee is in at most one team: this moves them). */
  addMember: (teamId: string, userId: string) =>
    apiRequest<unknown>('POST', `${path(teamId)}/users`, {
      body: { userId },
      fallbackMessage: errors.addMember,
    }),
  removeMember: (teamId: string, userId: string) =>
    apiRequest<unknown>('DELETE', `${path(teamId)}/users/${encodeURIComponent(userId)}`, {
      fallbackMessage: errors.removeMember,
    }),
  /** Pro: 'Minst {n} på jobb'; null removes it. */
  setMinimumStaffing: (teamId: string, minimumStaffing: number | null) =>
    apiRequest<Team>('PUT', `${path(teamId)}/minimum-staffing`, {
      body: { minimumStaffing },
      fallbackMessage: adminMinimumStaffing.saveFailed,
    }),
};

export const teamKeys = {
  organization: (organizationId: string) => [...organizationKeys.data(organizationId), 'teams'] as const,
};

export const teamQueries = {
  organization: (organizationId: string) =>
    queryOptions({
      queryKey: teamKeys.organization(organizationId),
      queryFn: ({ signal }) => teamsApi.organization(organizationId, signal),
    }),
};
