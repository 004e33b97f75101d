import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Invitation, Team } from '@ferieplan/contracts';
import { invitationQueries, teamQueries, userMessage } from '@ferieplan/api-client';
import { adminInvitations, adminTeams } from '@ferieplan/texts';

export interface OrganizationData {
  /** Pending invitations only: the admin table lists the waiting ones. */
  invitations: Invitation[];
  teams: Team[];
  loaded: boolean;
}

const pendingOnly = (list: Invitation[]) => list.filter((invitation) => invitation.status === 'Pending');
// A failed fetch empties the list and is toasted (spec section 4).
const listOf = <T>(query: UseQueryResult<T[]>): T[] => (query.isError ? [] : (query.data ?? []));

/** Pending invitations and teams of the organisation, shared by the tabs (the employees tab pages its list). */
export function useOrganizationData(organizationId: string): OrganizationData {
  const invitations = useQuery({
    ...invitationQueries.organization(organizationId),
    select: pendingOnly,
    meta: { errorToast: () => adminInvitations.loadFailed },
  });
  const teams = useQuery({
    ...teamQueries.organization(organizationId),
    meta: {
      errorToast: (error) =>
        userMessage(error, {
          fallback: adminTeams.loadFailed,
          notLoggedIn: adminTeams.loadNoAuth,
          server: false,
        }),
    },
  });
  return {
    invitations: listOf(invitations),
    teams: listOf(teams),
    loaded: !invitations.isPending && !teams.isPending,
  };
}
