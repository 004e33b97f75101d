// The user's own requests for the selected year (spec "Holiday list and request form").
import { useState } from 'react';
import { changedBy, useApiMutation, vacationRequestsApi } from '@ferieplan/api-client';
import type { VacationRequest, VacationStatus } from '@ferieplan/contracts';
import { absenceKindName, employee as texts, formatLongDate } from '@ferieplan/texts';
import { ConfirmDialog, Spinner, StatusBadge, vacationStatusTone } from '@ferieplan/ui';
import { DEFAULT_NORMAL_DAY_HOURS } from '@ferieplan/vacation-rules';
import { requestAmount, requestsStartingIn, requestTitle } from './own-requests.js';
import { RequestHistory } from './RequestHistory.js';

// Spec section 4: Approved 'Godkjent', Rejected 'Avslått', anything else 'Venter'.
const STATUS_LABEL: Record<VacationStatus, string> = {
  Approved: texts.statusApproved,
  Rejected: texts.statusRejected,
  Pending: texts.statusPending,
};

interface OwnRequestListProps {
  year: number;
  /** null while the first load runs. */
  requests: VacationRequest[] | null;
  /** The person's normal day in hours (Avspasering in whole days is shown in hours). */
  normalDayHours?: number;
}

export function OwnRequestList({
  year,
  requests,
  normalDayHours = DEFAULT_NORMAL_DAY_HOURS,
}: OwnRequestListProps) {
  const [toCancel, setToCancel] = useState<VacationRequest | null>(null);
  const cancel = useApiMutation(
    (request: VacationRequest) => vacationRequestsApi.cancel(request.id),
    (request) => changedBy.vacationRequests(request.organizationId),
    {
      success: texts.cancelled,
      // The server's reason (e.g. already decided) when there is one, else the spec's status-change fallback.
      failure: { fallback: texts.statusUpdateFailed, notLoggedIn: texts.statusAuthMissing },
      // It may have been decided meanwhile: show the current state.
      refetchOnFailure: true,
    },
  );

  // Closed in every case: a modal dialog would cover the toast that explains the outcome.
  const confirmCancel = () => {
    if (toCancel) cancel.mutate(toCancel, { onSettled: () => setToCancel(null) });
  };

  if (requests === null) {
    return (
      <div className="emp-list emp-list--loading" aria-busy="true">
        <Spinner />
      </div>
    );
  }

  const shown = requestsStartingIn(requests, year);
  if (shown.length === 0) {
    return (
      <div className="emp-list emp-list--empty">
        <p>{texts.emptyList(year)}</p>
      </div>
    );
  }

  return (
    <div className="emp-list">
      <ul className="emp-list__items">
        {shown.map((request) => {
          const title = requestTitle(request);
          return (
            <li key={request.id} className="emp-request" data-testid="own-request">
              <div className="emp-request__main">
                <p className="emp-request__title">{title}</p>
                <p className="emp-request__kind">{absenceKindName(request.kind ?? 'Ferie')}</p>
                <p className="emp-request__dates">
                  {formatLongDate(request.startDate)} – {formatLongDate(request.endDate)}
                  <span className="emp-request__days">
                    {' '}
                    · {requestAmount(request, normalDayHours).join(' · ')}
                  </span>
                </p>
                <RequestHistory request={request} />
              </div>
              <div className="emp-request__side">
                <StatusBadge tone={vacationStatusTone(request.status)}>
                  {STATUS_LABEL[request.status] ?? texts.statusPending}
                </StatusBadge>
                {request.status === 'Pending' && (
                  <button
                    type="button"
                    className="fp-button fp-button--link emp-request__cancel"
                    aria-label={texts.cancelRequestLabel(title)}
                    onClick={() => setToCancel(request)}
                  >
                    {texts.cancelRequest}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={toCancel !== null}
        title={texts.cancelConfirmTitle}
        message={toCancel ? `${texts.cancelConfirmText} (${requestTitle(toCancel)})` : ''}
        confirmLabel={texts.cancelConfirm}
        cancelLabel={texts.cancelKeep}
        busyLabel={texts.cancelling}
        busy={cancel.isPending}
        danger
        onConfirm={confirmCancel}
        onCancel={() => !cancel.isPending && setToCancel(null)}
      />
    </div>
  );
}
