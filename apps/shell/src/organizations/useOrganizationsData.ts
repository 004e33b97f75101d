import { useQuery } from '@tanstack/react-query';
import { apiErrors, organizations as texts } from '@ferieplan/texts';
import { invitationQueries, organizationQueries, userMessage } from '@ferieplan/api-client';

/** A failed list is empty and toasted on its own; without a session the one 'logg inn' text. */
const failed = (fallback: string) => ({
  errorToast: (error: unknown) => userMessage(error, { fallback, notLoggedIn: texts.loginToSee }),
});

/** The three lists of the organisations page: own, joined and the user's invitations. */
export function useOrganizationsData() {
  const own = useQuery({ ...organizationQueries.mine(), meta: failed(apiErrors.organizations.fetch) });
  const joined = useQuery({
    ...organizationQueries.joined(),
    meta: failed(apiErrors.organizations.fetchJoined),
  });
  const invitations = useQuery({ ...invitationQueries.mine(), meta: failed(apiErrors.invitations.fetch) });
  const list = <T>(query: { data?: T[]; isError: boolean }): T[] =>
    !query.isError && Array.isArray(query.data) ? query.data : [];
  return {
    own: list(own),
    joined: list(joined),
    invitations: list(invitations),
    loading: own.isPending || joined.isPending || invitations.isPending,
  };
}
