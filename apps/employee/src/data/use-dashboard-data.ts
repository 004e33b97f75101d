// Loads what the dashboard shows: the member (yearly days) and the member's own requests.
// Requests of every year come at once, so switching year needs no new round trip.
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, meApi, organizationsApi, vacationRequestsApi } from '@ferieplan/api-client';
import type { Employee, Organization, VacationRequest } from '@ferieplan/contracts';
import { TOAST_DURATION, employee as texts, vacationRequestErrors } from '@ferieplan/texts';

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
  /** The last load of the requests failed (the list is then empty, so used days are unknown). */
  requestsFailed: boolean;
  reload: () => void;
}

export function useDashboardData(organizationId: string | null): DashboardData {
  const [member, setMember] = useState<Employee | null>(null);
  const [organization, setOrganization] = useState<Organization | null>(null);
  const [requests, setRequests] = useState<VacationRequest[] | null>(null);
  const [organizationNotFound, setOrganizationNotFound] = useState(false);
  const [memberFailed, setMemberFailed] = useState(false);
  const [requestsFailed, setRequestsFailed] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!organizationId) return;
    // A stale response (organisation changed, component gone) must neither render nor toast.
    let current = true;

    meApi.employee(organizationId).then(
      (loaded) => {
        if (!current) return;
        setMember(loaded);
        setMemberFailed(false);
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) {
          setOrganizationNotFound(true);
          return;
        }
        console.error(error);
        // Keep figures from an earlier load; without any, say so instead of inventing a balance.
        setMemberFailed(true);
        const message = error instanceof ApiError ? error.message : vacationRequestErrors.fetchMe;
        toast.error(message, { duration: TOAST_DURATION.error });
      },
    );

    organizationsApi.get(organizationId).then(
      (loaded) => current && setOrganization(loaded),
      // Only the name depends on it; a missing organisation is reported through the member call.
      (error: unknown) => current && console.error(error),
    );

    vacationRequestsApi.my(organizationId).then(
      (loaded) => {
        if (!current) return;
        setRequests(loaded);
        setRequestsFailed(false);
      },
      (error: unknown) => {
        if (!current) return;
        console.error(error);
        // Spec section 8: a failed fetch empties the list.
        setRequests([]);
        if (error instanceof ApiError && error.status === 400) {
          // A malformed stored id: the same as an organisation that cannot be found (one message, no toast).
          setOrganizationNotFound(true);
          return;
        }
        setRequestsFailed(true);
        const notLoggedIn = error instanceof ApiError && error.status === 401;
        toast.error(notLoggedIn ? texts.listNotLoggedIn : texts.listFailed, {
          duration: TOAST_DURATION.error,
        });
      },
    );

    return () => {
      current = false;
    };
  }, [organizationId, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { member, organization, requests, organizationNotFound, memberFailed, requestsFailed, reload };
}
