// Who decided one of the user's own requests, and when (the audit log's entries about it).
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { auditQueries } from '@ferieplan/api-client';
import { AuditKind, type AuditEntry, type VacationRequest } from '@ferieplan/contracts';
import { auditDescriptions, requestHistory as texts } from '@ferieplan/texts';
import { Spinner } from '@ferieplan/ui';

const moment = new Intl.DateTimeFormat('nb-NO', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Oslo',
});

/** One line of the history: 'Sendt', 'Godkjent av Kari Admin', 'Avslått av ...', else the log's sentence. */
function historyLine(entry: AuditEntry): string {
  const by =
    entry.actor === null
      ? auditDescriptions.system
      : (entry.actor.name ?? entry.actor.email ?? auditDescriptions.deletedPerson);
  if (entry.kind === AuditKind.RequestSubmitted) return texts.submitted;
  if (entry.kind === AuditKind.RequestApproved) return texts.approved(by);
  if (entry.kind === AuditKind.RequestRejected) return texts.rejected(by);
  return entry.description;
}

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
        onClick={() => setOpen((value) => !value)}
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
            <ol className="emp-history__list" aria-label={texts.title}>
              {history.data.map((entry) => (
                <li key={entry.id}>
                  {historyLine(entry)} ·{' '}
                  <time dateTime={entry.occurredAt}>{moment.format(new Date(entry.occurredAt))}</time>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  );
}
