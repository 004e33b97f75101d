import { useId, useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Team, VacationRequest } from '@ferieplan/contracts';
import {
  changedBy,
  useApiMutation,
  userMessage,
  vacationRequestQueries,
  vacationRequestsApi,
} from '@ferieplan/api-client';
import { adminMinimumStaffing, adminRequests } from '@ferieplan/texts';
import { ConfirmDialog, EmptyState, Spinner, YearSelector } from '@ferieplan/ui';
import {
  DEFAULT_STATUS_FILTER,
  filterRequests,
  isStatusFilter,
  type KindFilter,
  type StatusFilter,
} from '../../logic/request-filters.js';
import { KindFilterSelect } from './KindFilterSelect.js';
import { understaffedRefusal } from '../../logic/understaffed.js';
import { RequestItem } from './RequestItem.js';
import { ShowMore } from '../../components/ShowMore.js';

interface Decision {
  request: VacationRequest;
  decision: 'Approved' | 'Rejected';
  confirmUnderstaffing?: boolean;
}

const FILTER_LABELS: Record<StatusFilter, string> = {
  ALL: adminRequests.statusAll,
  Pending: adminRequests.statusPending,
  Approved: adminRequests.statusApproved,
  Rejected: adminRequests.statusRejected,
};

/** Requests per page; 'Vis flere' loads the next. */
const PAGE_SIZE = 50;

interface RequestsTabProps {
  organizationId: string;
  teams: Team[];
}

export function RequestsTab({ organizationId, teams }: RequestsTabProps) {
  const filterId = useId();
  const [status, setStatus] = useState<StatusFilter>(DEFAULT_STATUS_FILTER);
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [kind, setKind] = useState<KindFilter>('ALL');
  const loadFailed = {
    errorToast: (error: unknown) =>
      userMessage(error, {
        fallback: adminRequests.loadFailed,
        notLoggedIn: adminRequests.loadNoAuth,
        server: false,
      }),
  };
  // Only what the list shows: the chosen status and year, a page at a time.
  const listed = useInfiniteQuery({
    ...vacationRequestQueries.organizationPages(
      organizationId,
      { year, status, ...(kind === 'ALL' ? {} : { kind }) },
      PAGE_SIZE,
    ),
    meta: loadFailed,
  });
  // Approved requests of the year feed the "already away in the team" hint beside pending requests.
  const approvedInYear = useQuery({
    ...vacationRequestQueries.organization(organizationId, { year, status: 'Approved' }),
    enabled: status !== 'Approved',
    meta: loadFailed,
  });
  // A failed fetch empties the list (spec section 4).
  const requests = useMemo(
    () => (listed.isError ? [] : (listed.data?.pages.flatMap((page) => page.requests) ?? null)),
    [listed.isError, listed.data],
  );
  const total = listed.data?.pages[0]?.total ?? 0;
  const approved =
    status === 'Approved' ? (requests ?? []) : approvedInYear.isError ? [] : (approvedInYear.data ?? []);
  // An approval the server refused because the team would fall below its minimum: asked again.
  const [understaffed, setUnderstaffed] = useState<{ request: VacationRequest; message: string } | null>(
    null,
  );
  const refusalOf = (error: unknown, { decision }: Decision) =>
    decision === 'Approved' ? understaffedRefusal(error) : null;
  // Done once the lists (with the filter shown now) and the balances have reloaded.
  const decide = useApiMutation(
    ({ request, decision, confirmUnderstaffing = false }: Decision) =>
      vacationRequestsApi.updateStatus(request.id, decision, confirmUnderstaffing),
    () => changedBy.decision(organizationId),
    {
      success: (_, { decision }) =>
        decision === 'Approved' ? adminRequests.approvedToast : adminRequests.rejectedToast,
      failure: (error, variables) =>
        refusalOf(error, variables) ? null : userMessage(error, { fallback: adminRequests.updateFailed }),
      onFailure: (error, variables) => {
        const refusal = refusalOf(error, variables);
        if (refusal) setUnderstaffed({ request: variables.request, message: refusal.message });
      },
    },
  );

  const visible = useMemo(
    () => (requests ? filterRequests(requests, status, year, kind) : null),
    [requests, status, year, kind],
  );

  return (
    <section className="admin-section" aria-labelledby={`${filterId}-heading`}>
      <h2 id={`${filterId}-heading`} className="fp-visually-hidden">
        {adminRequests.listLabel}
      </h2>
      <div className="admin-toolbar">
        <div className="fp-field admin-filter">
          <label htmlFor={filterId}>{adminRequests.statusFilter}</label>
          <select
            id={filterId}
            value={status}
            onChange={(event) => isStatusFilter(event.target.value) && setStatus(event.target.value)}
          >
            {(Object.keys(FILTER_LABELS) as StatusFilter[]).map((value) => (
              <option key={value} value={value}>
                {FILTER_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <KindFilterSelect organizationId={organizationId} value={kind} onChange={setKind} />
        <YearSelector year={year} onChange={setYear} />
      </div>
      {visible === null ? (
        <div className="admin-center">
          <Spinner />
        </div>
      ) : visible.length === 0 ? (
        <EmptyState title={adminRequests.emptyTitle}>{adminRequests.emptyText}</EmptyState>
      ) : (
        <ul className="request-list" aria-label={adminRequests.listLabel}>
          {visible.map((request) => (
            <RequestItem
              key={request.id}
              request={request}
              teams={teams}
              approved={approved}
              updating={decide.pending.some((running) => running.request.id === request.id)}
              onDecide={(decision) => decide.mutate({ request, decision })}
            />
          ))}
        </ul>
      )}
      {visible !== null && listed.hasNextPage && (
        <ShowMore
          shown={visible.length}
          total={total}
          loading={listed.isFetchingNextPage}
          onMore={() => void listed.fetchNextPage()}
        />
      )}
      <ConfirmDialog
        open={understaffed !== null}
        title={adminMinimumStaffing.confirmTitle}
        message={understaffed?.message ?? ''}
        confirmLabel={adminMinimumStaffing.confirmButton}
        onConfirm={() => {
          const request = understaffed?.request;
          setUnderstaffed(null);
          if (request) decide.mutate({ request, decision: 'Approved', confirmUnderstaffing: true });
        }}
        onCancel={() => setUnderstaffed(null)}
      />
    </section>
  );
}
