import { useQuery } from '@tanstack/react-query';
import { staffingQueries, userMessage } from '@ferieplan/api-client';
import { staffing } from '@ferieplan/texts';

/** One staffing month from the API; a newer month/team cancels the older request. */
export function useStaffingMonth(organizationId: string, year: number, month: number, teamId: string | null) {
  const query = useQuery(staffingQueries.month(organizationId, { year, month, teamId }));
  // 'Prøv igjen' shows the spinner again rather than the old message.
  const retrying = query.isError && query.isFetching;
  return {
    data: query.data ?? null,
    loading: query.isPending || retrying,
    error: query.isError && !retrying ? userMessage(query.error, { fallback: staffing.loadFailed }) : null,
    retry: () => void query.refetch(),
  };
}
