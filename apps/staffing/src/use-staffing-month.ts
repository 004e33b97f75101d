// Loads one staffing month from the API; a newer request (month/team change) cancels the older one.
import { useCallback, useEffect, useState } from 'react';
import type { StaffingMonth } from '@ferieplan/contracts';
import { staffingApi } from '@ferieplan/api-client';
import { staffing } from '@ferieplan/texts';

export type StaffingMonthState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: StaffingMonth };

export function useStaffingMonth(organizationId: string, year: number, month: number, teamId: string | null) {
  const [state, setState] = useState<StaffingMonthState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    staffingApi.month(organizationId, { year, month, teamId }, controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        const message = error instanceof Error && error.message ? error.message : staffing.loadFailed;
        setState({ status: 'error', message });
      },
    );
    return () => controller.abort();
  }, [organizationId, year, month, teamId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
