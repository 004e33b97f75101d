// What the dashboard shows: the member (yearly days), the organisation's name and the member's own
// requests. Requests of every year come at once, so switching year needs no new round trip.
import { useQuery } from '@tanstack/react-query';
import {
  ApiError,
  organizationQueries,
  userMessage,
  userQueries,
  vacationRequestQueries,
} from '@ferieplan/api-client';
import type { Employee, Organization, VacationRequest } from '@ferieplan/contracts';
import { employee as texts, vacationRequestErrors } from '@ferieplan/texts';

export interface DashboardData {
  member: Employee | null;
  /** For the organisation's name in the header (beyond the spec). */
  organization: Organization | null;
  /** null while the first load runs. */
  requests: VacationRequest[] | null;
  /** The organisation is unknown to the API or the user is not a member of it. */
  organizationNotFound: boolean;
  /** The member could not be loaded for another reason (the cards then show no figures). */
  memberFailed: boolean;
}

const hasStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

export function useDashboardData(organizationId: string | null): DashboardData {
  const id = organizationId ?? '';
  const enabled = organizationId !== null;
  const member = useQuery({
    ...userQueries.me(id),
    enabled,
    // Not a member (404) is said on the page instead of in a toast.
    meta: {
      errorToast: (error) =>
        hasStatus(error, 404) ? null : userMessage(error, { fallback: vacationRequestErrors.fetchMe }),
    },
  });
  // Only the name depends on it; a missing organisation is reported through the member call.
  const organization = useQuery({ ...organizationQueries.one(id), enabled });
  const requests = useQuery({
    ...vacationRequestQueries.mine(id),
    enabled,
    // A malformed stored id (400) is the same as an organisation that cannot be found: no toast.
    meta: {
      errorToast: (error) =>
        hasStatus(error, 400)
          ? null
          : userMessage(error, {
              fallback: texts.listFailed,
              notLoggedIn: texts.listNotLoggedIn,
              server: false,
            }),
    },
  });

  return {
    // Figures from an earlier load are kept when a reload fails; without any, the cards say so.
    member: member.data ?? null,
    organization: organization.data ?? null,
    // Spec section 8: a failed fetch empties the list.
    requests: requests.isError ? [] : (requests.data ?? null),
    organizationNotFound: hasStatus(member.error, 404) || hasStatus(requests.error, 400),
    memberFailed: member.isError && !hasStatus(member.error, 404),
  };
}
