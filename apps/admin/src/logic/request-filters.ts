import type { AbsenceKind, VacationRequest, VacationStatus } from '@ferieplan/contracts';

/** The status filter of the Feriesøknader tab; 'ALL' shows every status. */
export type StatusFilter = VacationStatus | 'ALL';

const STATUS_FILTERS: readonly StatusFilter[] = ['ALL', 'Pending', 'Approved', 'Rejected'];
export const DEFAULT_STATUS_FILTER: StatusFilter = 'Pending';

/** The kind filter (issue 24); 'ALL' shows every kind. */
export type KindFilter = AbsenceKind | 'ALL';

export function isStatusFilter(value: string): value is StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value);
}

/**
 * The server filters by year and status already; this keeps the list right while a status change
 * is in flight and guards against a server that ignores the query. A request belongs to the year
 * its start date falls in (as on the employee's list).
 */
export function filterRequests(
  requests: readonly VacationRequest[],
  status: StatusFilter,
  year: number,
  kind: KindFilter = 'ALL',
): VacationRequest[] {
  return requests
    .filter((request) => status === 'ALL' || request.status === status)
    .filter((request) => kind === 'ALL' || (request.kind ?? 'Ferie') === kind)
    .filter((request) => Number(request.startDate.slice(0, 4)) === year)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id));
}
