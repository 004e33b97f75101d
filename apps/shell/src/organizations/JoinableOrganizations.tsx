import { useQuery } from '@tanstack/react-query';
import type { JoinableOrganization } from '@ferieplan/contracts';
import {
  changedBy,
  organizationDomainQueries,
  organizationDomainsApi,
  useApiMutation,
  userMessage,
} from '@ferieplan/api-client';
import { domainJoin as texts, organizations } from '@ferieplan/texts';
import { Card } from '@ferieplan/ui';

/** Organisations open to the person's verified e-mail domain (issue 26); empty until the address is confirmed. */
export function useJoinableOrganizations(): JoinableOrganization[] {
  const query = useQuery({
    ...organizationDomainQueries.joinable(),
    meta: {
      errorToast: (error: unknown) =>
        userMessage(error, { fallback: texts.joinFailed, notLoggedIn: organizations.loginToSee }),
    },
  });
  return !query.isError && Array.isArray(query.data) ? query.data : [];
}

/** One card per open organisation, beside the invitations: 'Bli med' makes the person a member. */
export function JoinableOrganizationCards({ joinable }: { joinable: JoinableOrganization[] }) {
  const join = useApiMutation(
    (organization: JoinableOrganization) => organizationDomainsApi.join(organization.organizationId),
    changedBy.memberships,
    {
      success: (_, organization) => texts.joined(organization.organizationName),
      failure: { fallback: texts.joinFailed, notLoggedIn: organizations.loginToAccept },
    },
  );
  const joining = join.isPending ? join.variables?.organizationId : null;
  return (
    <>
      {joinable.map((organization) => (
        <li key={organization.organizationId}>
          <Card as="article" className="orgs-card">
            <h3 className="orgs-card__name">{organization.organizationName}</h3>
            <span>{texts.joinableNote(organization.domain)}</span>
            <button
              type="button"
              className="fp-button"
              aria-label={texts.joinLabel(organization.organizationName)}
              onClick={() => join.mutate(organization)}
              disabled={joining != null}
            >
              {joining === organization.organizationId ? texts.joining : texts.join}
            </button>
          </Card>
        </li>
      ))}
    </>
  );
}
