// The reads of the product API as TanStack Query options: one key and one fetcher per resource, so
// every app caches, deduplicates and invalidates the same way (the shell provides the one QueryClient).
import { infiniteQueryOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { StaffingQuery } from '@ferieplan/contracts';
import { invitationsApi } from './invitations.js';
import { meApi } from './me.js';
import { notificationsApi } from './notifications.js';
import { organizationsApi } from './organizations.js';
import { staffingApi } from './staffing.js';
import { teamsApi } from './teams.js';
import { userInvitationsApi } from './user-invitations.js';
import { usersApi } from './users.js';
import { vacationRequestsApi, type OrganizationVacationRequestsFilter } from './vacation-requests.js';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The toast for a failed load (shown once per text); null: the screen says it another way. */
      errorToast?: (error: unknown) => string | null;
    };
  }
}

/** Keys from general to specific: everything of one organisation starts with ['organization', id]. */
export const queryKeys = {
  myOrganizations: ['organizations', 'my'] as const,
  joinedOrganizations: ['organizations', 'joined'] as const,
  organization: (id: string) => ['organizations', 'one', id] as const,
  myInvitations: ['invitations', 'mine'] as const,
  invitationLookup: (token: string) => ['invitations', 'lookup', token] as const,
  ofOrganization: (id: string) => ['organization', id] as const,
  employees: (id: string) => ['organization', id, 'employees'] as const,
  invitations: (id: string) => ['organization', id, 'invitations'] as const,
  teams: (id: string) => ['organization', id, 'teams'] as const,
  requests: (id: string, filter?: OrganizationVacationRequestsFilter) =>
    filter
      ? (['organization', id, 'requests', filter] as const)
      : (['organization', id, 'requests'] as const),
  staffing: (id: string, query?: StaffingQuery) =>
    query ? (['organization', id, 'staffing', query] as const) : (['organization', id, 'staffing'] as const),
  me: (id: string) => ['organization', id, 'me'] as const,
  myRequests: (id: string) => ['organization', id, 'my-requests'] as const,
  notificationSetting: (id: string) => ['organization', id, 'notification-setting'] as const,
};

export const queries = {
  myOrganizations: () => queryOptions({ queryKey: queryKeys.myOrganizations, queryFn: organizationsApi.my }),
  joinedOrganizations: () =>
    queryOptions({ queryKey: queryKeys.joinedOrganizations, queryFn: organizationsApi.joined }),
  organization: (id: string) =>
    queryOptions({ queryKey: queryKeys.organization(id), queryFn: () => organizationsApi.get(id) }),
  myInvitations: () => queryOptions({ queryKey: queryKeys.myInvitations, queryFn: invitationsApi.mine }),
  /** Public: the pending invitation behind a sign-up link. */
  invitationLookup: (token: string) =>
    queryOptions({
      queryKey: queryKeys.invitationLookup(token),
      queryFn: () => invitationsApi.lookup(token),
    }),
  employees: (id: string) =>
    queryOptions({
      queryKey: queryKeys.employees(id),
      queryFn: ({ signal }) => usersApi.organization(id, signal),
    }),
  /** The employees a page at a time (`pageSize` each, 'Vis flere' loads the next): under the employees key. */
  employeePages: (id: string, pageSize: number) =>
    infiniteQueryOptions({
      queryKey: [...queryKeys.employees(id), 'pages', pageSize] as const,
      queryFn: ({ signal, pageParam }) =>
        usersApi.organizationPage(id, { limit: pageSize, cursor: pageParam }, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  invitations: (id: string) =>
    queryOptions({
      queryKey: queryKeys.invitations(id),
      queryFn: ({ signal }) => userInvitationsApi.organization(id, signal),
    }),
  teams: (id: string) =>
    queryOptions({
      queryKey: queryKeys.teams(id),
      queryFn: ({ signal }) => teamsApi.organization(id, signal),
    }),
  requests: (id: string, filter: OrganizationVacationRequestsFilter) =>
    queryOptions({
      queryKey: queryKeys.requests(id, filter),
      queryFn: ({ signal }) => vacationRequestsApi.organization(id, filter, signal),
    }),
  /** The requests a page at a time (`pageSize` each, 'Vis flere' loads the next): under the requests key. */
  requestPages: (id: string, filter: OrganizationVacationRequestsFilter, pageSize: number) =>
    infiniteQueryOptions({
      queryKey: [...queryKeys.requests(id, filter), 'pages', pageSize] as const,
      queryFn: ({ signal, pageParam }) =>
        vacationRequestsApi.organizationPage(id, filter, { limit: pageSize, cursor: pageParam }, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  staffing: (id: string, query: StaffingQuery) =>
    queryOptions({
      queryKey: queryKeys.staffing(id, query),
      queryFn: ({ signal }) => staffingApi.month(id, query, signal),
    }),
  me: (id: string) =>
    queryOptions({ queryKey: queryKeys.me(id), queryFn: ({ signal }) => meApi.employee(id, signal) }),
  myRequests: (id: string) =>
    queryOptions({
      queryKey: queryKeys.myRequests(id),
      queryFn: ({ signal }) => vacationRequestsApi.my(id, signal),
    }),
  notificationSetting: (id: string) =>
    queryOptions({
      queryKey: queryKeys.notificationSetting(id),
      queryFn: ({ signal }) => notificationsApi.get(id, signal),
    }),
};

/**
 * What each kind of write changes, as the keys to refetch after it succeeds. Staffing counts depend on
 * who is an admin, who is in which team and which requests are approved; removing a member or a team
 * changes both the employee and the team lists.
 */
export const changedBy = {
  /** An employee edited, made admin or removed; a team deleted; a member added to or removed from a team. */
  people: (organizationId: string): QueryKey[] => [
    queryKeys.employees(organizationId),
    queryKeys.teams(organizationId),
    queryKeys.staffing(organizationId),
  ],
  /** A team created or renamed. */
  teams: (organizationId: string): QueryKey[] => [queryKeys.teams(organizationId)],
  invitations: (organizationId: string): QueryKey[] => [queryKeys.invitations(organizationId)],
  /** A request sent, withdrawn, approved or rejected. */
  vacationRequests: (organizationId: string): QueryKey[] => [
    queryKeys.requests(organizationId),
    queryKeys.staffing(organizationId),
    queryKeys.myRequests(organizationId),
    queryKeys.me(organizationId),
  ],
  organization: (organizationId: string): QueryKey[] => [
    queryKeys.organization(organizationId),
    queryKeys.myOrganizations,
  ],
  notificationSetting: (organizationId: string): QueryKey[] => [
    queryKeys.notificationSetting(organizationId),
  ],
  /** An organisation created or an invitation accepted. */
  memberships: (): QueryKey[] => [
    queryKeys.myOrganizations,
    queryKeys.joinedOrganizations,
    queryKeys.myInvitations,
  ],
};
