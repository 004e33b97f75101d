// The request form's staffing warning (Pro): asks the server, a moment after the dates stop changing,
// on which chosen days the member's team is already at its minimum. Never blocks sending.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { planningQueries, type StaffingWarningRange } from '@ferieplan/api-client';
import type { StaffingWarning } from '@ferieplan/contracts';

/** How long the dates must stay unchanged before the server is asked. */
const STAFFING_WARNING_DELAY_MS = 400;

/** `value`, once it has stayed the same for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The days to warn about, or null (not Pro, no valid range, still asking, or the check failed). */
export function useStaffingWarning(
  organizationId: string,
  range: StaffingWarningRange | null,
  enabled: boolean,
): StaffingWarning | null {
  const key = range ? `${range.startDate}/${range.endDate}` : '';
  const settledKey = useSettled(key, STAFFING_WARNING_DELAY_MS);
  const [startDate = '', endDate = ''] = settledKey.split('/');
  const query = useQuery({
    ...planningQueries.staffingWarning(organizationId, { startDate, endDate }),
    enabled: enabled && settledKey !== '' && settledKey === key,
    // A failed check only means no warning: the admin still decides, so no toast either.
    retry: false,
    meta: { errorToast: () => null },
  });
  if (!enabled || settledKey !== key || !query.data || query.data.days.length === 0) return null;
  return query.data;
}
