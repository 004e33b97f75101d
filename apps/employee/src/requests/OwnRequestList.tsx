// The user's own requests for the selected year (spec "Holiday list and request form").
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, vacationRequestsApi } from '@ferieplan/api-client';
import { getIdToken } from '@ferieplan/auth-store';
import type { VacationRequest, VacationStatus } from '@ferieplan/contracts';
import { countVacationDays } from '@ferieplan/holidays';
import { TOAST_DURATION, employee as texts } from '@ferieplan/texts';
import { ConfirmDialog, Spinner, StatusBadge, vacationStatusTone } from '@ferieplan/ui';
import { formatNorwegianDate } from './format-date.js';
import { requestsStartingIn, requestTitle } from './own-requests.js';

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
  onChanged: () => void;
}

export function OwnRequestList({ year, requests, onChanged }: OwnRequestListProps) {
  const [toCancel, setToCancel] = useState<VacationRequest | null>(null);
  const [cancelling, setCancelling] = useState(false);

  async function confirmCancel() {
    if (!toCancel) return;
    setCancelling(true);
    try {
      if (!(await getIdToken())) {
        toast.error(texts.statusAuthMissing, { duration: TOAST_DURATION.error });
        return;
      }
      await vacationRequestsApi.cancel(toCancel.id);
      toast.success(texts.cancelled, { duration: TOAST_DURATION.success });
      onChanged();
    } catch (caught) {
      console.error(caught);
      // The server's reason (e.g. already decided) when there is one, else the spec's status-change fallback.
      const text =
        caught instanceof ApiError && caught.status > 0 ? caught.message : texts.statusUpdateFailed;
      toast.error(text, { duration: TOAST_DURATION.error });
      // It may have been decided meanwhile: show the current state.
      onChanged();
    } finally {
      // Closed in every case: a modal dialog would cover the toast that explains the outcome.
      setCancelling(false);
      setToCancel(null);
    }
  }

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
          const days = countVacationDays(request.startDate, request.endDate);
          return (
            <li key={request.id} className="emp-request" data-testid="own-request">
              <div className="emp-request__main">
                <p className="emp-request__title">{title}</p>
                <p className="emp-request__dates">
                  {formatNorwegianDate(request.startDate)} – {formatNorwegianDate(request.endDate)}
                  <span className="emp-request__days">
                    {' '}
                    · {days} {texts.daysUnit(days)}
                  </span>
                </p>
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
        busy={cancelling}
        danger
        onConfirm={confirmCancel}
        onCancel={() => !cancelling && setToCancel(null)}
      />
    </div>
  );
}
