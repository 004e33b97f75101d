import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Team, VacationRequest } from '@ferieplan/contracts';
import { vacationRequestsApi } from '@ferieplan/api-client';
import { adminRequests } from '@ferieplan/texts';
import { EmptyState, Spinner, YearSelector } from '@ferieplan/ui';
import { notify, errorMessage, loadErrorMessage } from '../../notify.js';
import { DEFAULT_STATUS_FILTER, filterRequests, isStatusFilter, type StatusFilter } from '../../logic/request-filters.js';
import { RequestItem } from './RequestItem.js';

const FILTER_LABELS: Record<StatusFilter, string> = {
  ALL: adminRequests.statusAll,
  Pending: adminRequests.statusPending,
  Approved: adminRequests.statusApproved,
  Rejected: adminRequests.statusRejected,
};

interface RequestsTabProps {
  organizationId: string;
  teams: Team[];
}

export function RequestsTab({ organizationId, teams }: RequestsTabProps) {
  const filterId = useId();
  const [status, setStatus] = useState<StatusFilter>(DEFAULT_STATUS_FILTER);
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [requests, setRequests] = useState<VacationRequest[] | null>(null);
  // Approved requests of the year feed the "already away in the team" hint beside pending requests.
  const [approved, setApproved] = useState<VacationRequest[]>([]);
  const [updating, setUpdating] = useState<ReadonlySet<string>>(new Set());

  // Only the newest load may write: a slow answer for an old filter must not replace a newer one.
  const latestLoad = useRef(0);
  const load = useCallback(async () => {
    const loadId = ++latestLoad.current;
    try {
      const [listed, approvedInYear] = await Promise.all([
        vacationRequestsApi.organization(organizationId, { year, status }),
        status === 'Approved' ? null : vacationRequestsApi.organization(organizationId, { year, status: 'Approved' }),
      ]);
      if (loadId !== latestLoad.current) return;
      setRequests(listed);
      setApproved(approvedInYear ?? listed);
    } catch (error) {
      if (loadId !== latestLoad.current) return;
      console.error(error);
      setRequests([]);
      setApproved([]);
      notify.error(loadErrorMessage(error, adminRequests.loadFailed, adminRequests.loadNoAuth));
    }
  }, [organizationId, year, status]);

  useEffect(() => {
    setRequests(null);
    void load();
  }, [load]);
  // After a decision, reload with the filter shown then (which may have changed while saving).
  const loadRef = useRef(load);
  loadRef.current = load;

  const decide = async (request: VacationRequest, decision: 'Approved' | 'Rejected') => {
    setUpdating((current) => new Set(current).add(request.id));
    try {
      await vacationRequestsApi.updateStatus(request.id, decision);
      notify.success(decision === 'Approved' ? adminRequests.approvedToast : adminRequests.rejectedToast);
      await loadRef.current();
    } catch (error) {
      notify.error(errorMessage(error, adminRequests.updateFailed));
    } finally {
      setUpdating((current) => {
        const next = new Set(current);
        next.delete(request.id);
        return next;
      });
    }
  };

  const visible = useMemo(() => (requests ? filterRequests(requests, status, year) : null), [requests, status, year]);

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
              updating={updating.has(request.id)}
              onDecide={decide}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
