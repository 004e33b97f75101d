// The lines of a request's history: the audit log's sentences and kinds, loaded only when a history is
// opened (RequestHistory.tsx), not with the dashboard's first chunk (issue 28).
import { AuditKind, type AuditEntry } from '@ferieplan/contracts';
import { auditDescriptions, requestHistory as texts } from '@ferieplan/texts';

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

export default function HistoryLines({ entries }: { entries: AuditEntry[] }) {
  return (
    <ol className="emp-history__list" aria-label={texts.title}>
      {entries.map((entry) => (
        <li key={entry.id}>
          {historyLine(entry)} ·{' '}
          <time dateTime={entry.occurredAt}>{moment.format(new Date(entry.occurredAt))}</time>
        </li>
      ))}
    </ol>
  );
}
