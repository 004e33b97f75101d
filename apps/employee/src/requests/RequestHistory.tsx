// Who decided one of the user's own requests, and when (the audit log's entries about it).
import { Suspense, lazy, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { auditQueries } from '@ferieplan/api-client';
import type { VacationRequest } from '@ferieplan/contracts';
import { requestHistory as texts } from '@ferieplan/texts';
import { Spinner } from '@ferieplan/ui';

// Its own chunk, asked for on the press beside the history's data (not after it).
const loadHistoryLines = () => import('./HistoryLines.js');
const HistoryLines = lazy(loadHistoryLines);

export function RequestHistory({ request }: { request: VacationRequest }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const history = useQuery({
    ...auditQueries.requestHistory(request.organizationId, request.id),
    enabled: open,
  });
  return (
    <div className="emp-history">
      <button
        type="button"
        className="fp-button fp-button--link emp-history__toggle"
        aria-expanded={open}
        aria-controls={`${id}-history`}
        onClick={() => {
          void loadHistoryLines();
          setOpen((value) => !value);
        }}
      >
        {open ? texts.hide : texts.show}
      </button>
      {open && (
        <div id={`${id}-history`} className="emp-history__body">
          {history.isPending ? (
            <Spinner />
          ) : history.isError ? (
            <p role="alert">{texts.loadFailed}</p>
          ) : history.data.length === 0 ? (
            <p>{texts.empty}</p>
          ) : (
            <Suspense fallback={<Spinner />}>
              <HistoryLines entries={history.data} />
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}
