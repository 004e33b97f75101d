// Loads what the dashboard shows: the member (yearly days) and the member's own requests.
// Requests of every year come at once, so switching year needs no new round trip.
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, meApi, vacationRequestsApi } from '@ferieplan/api-client';
import type { Employee, VacationRequest } from '@ferieplan/contracts';
import { TOAST_DURATION, employee as texts } from '@ferieplan/texts';

export interface DashboardData {
  member: Employee | null;
  /** null while the first load runs. */
  requests: VacationRequest[] | null;
  /** The organisation is unknown to the API or the user is not a member of it. */
  organizationNotFound: boolean;
  reload: () => void;
}

export function useDashboardData(organizationId: string | null): DashboardData {
  const [member, setMember] = useState<Employee | null>(null);
  const [requests, setRequests] = useState<VacationRequest[] | null>(null);
  const [organizationNotFound, setOrganizationNotFound] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!organizationId) return;
    // A stale response (organisation changed, component gone) must neither render nor toast.
    let current = true;

    meApi.employee(organizationId).then(
      (loaded) => current && setMember(loaded),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) setOrganizationNotFound(true);
        else console.error(error);
      },
    );

    vacationRequestsApi.my(organizationId).then(
      (loaded) => current && setRequests(loaded),
      (error: unknown) => {
        if (!current) return;
        console.error(error);
        // Spec section 8: a failed fetch empties the list.
        setRequests([]);
        const notLoggedIn = error instanceof ApiError && error.status === 401;
        toast.error(notLoggedIn ? texts.listNotLoggedIn : texts.listFailed, { duration: TOAST_DURATION.error });
      },
    );

    return () => {
      current = false;
    };
  }, [organizationId, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { member, requests, organizationNotFound, reload };
}
