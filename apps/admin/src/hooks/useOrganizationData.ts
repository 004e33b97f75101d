import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Employee, Invitation, Team } from '@ferieplan/contracts';
import { queries, userMessage } from '@ferieplan/api-client';
import { adminEmployees, adminInvitations, adminTeams } from '@ferieplan/texts';

export interface OrganizationData {
  employees: Employee[];
  /** Pending invitations only: the admin table lists the waiting ones. */
  invitations: Invitation[];
  teams: Team[];
  loaded: boolean;
}

const pendingOnly = (list: Invitation[]) => list.filter((invitation) => invitation.status === 'Pending');
// A failed fetch empties the list and is toasted (spec section 4).
const listOf = <T,>(query: UseQueryResult<T[]>): T[] => (query.isError ? [] : (query.data ?? []));

/** Employees, pending invitations and teams of the organisation, shared by the tabs. */
export function useOrganizationData(organizationId: string): OrganizationData {
  const employees = useQuery({
    ...queries.employees(organizationId),
    meta: {
      errorToast: (error) =>
        userMessage(error, { fallback: adminEmployees.loadFailed, notLoggedIn: adminEmployees.loadNoAuth, server: false }),
    },
  });
  const invitations = useQuery({
    ...queries.invitations(organizationId),
    select: pendingOnly,
    meta: { errorToast: () => adminInvitations.loadFailed },
  });
  const teams = useQuery({
    ...queries.teams(organizationId),
    meta: {
      errorToast: (error) =>
        userMessage(error, { fallback: adminTeams.loadFailed, notLoggedIn: adminTeams.loadNoAuth, server: false }),
    },
  });
  return {
    employees: listOf(employees),
    invitations: listOf(invitations),
    teams: listOf(teams),
    loaded: !employees.isPending && !invitations.isPending && !teams.isPending,
  };
}
