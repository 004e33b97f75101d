import { useId, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AUDIT_CATEGORIES, type AuditCategory } from '@ferieplan/contracts';
import { auditQueries, userMessage } from '@ferieplan/api-client';
import { auditDescriptions, auditLog } from '@ferieplan/texts';
import { EmptyState, Spinner } from '@ferieplan/ui';

const moment = new Intl.DateTimeFormat('nb-NO', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Oslo',
});
const isCategory = (value: string): value is AuditCategory =>
  (AUDIT_CATEGORIES as readonly string[]).includes(value);
const loadFailed = { errorToast: (error: unknown) => userMessage(error, { fallback: auditLog.loadFailed }) };

/** Logg: every change admins and the system made, newest first, filtered by person and kind, paged by cursor. */
export default function LogTab({ organizationId }: { organizationId: string }) {
  const id = useId();
  const [person, setPerson] = useState('');
  const [category, setCategory] = useState<AuditCategory | ''>('');
  const filtered = person !== '' || category !== '';
  const people = useQuery({ ...auditQueries.people(organizationId), meta: loadFailed });
  const log = useInfiniteQuery({
    ...auditQueries.log(organizationId, { person: person || null, category: category || null }),
    meta: loadFailed,
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section className="admin-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section__title">
        {auditLog.title}
      </h2>
      <p>{auditLog.intro}</p>
      <div className="admin-toolbar">
        <div className="fp-field admin-filter">
          <label htmlFor={`${id}-person`}>{auditLog.personFilter}</label>
          <select id={`${id}-person`} value={person} onChange={(event) => setPerson(event.target.value)}>
            <option value="">{auditLog.allPeople}</option>
            {(people.data ?? []).map((option) => (
              <option key={option.userId} value={option.userId}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className="fp-field admin-filter">
          <label htmlFor={`${id}-category`}>{auditLog.categoryFilter}</label>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(isCategory(event.target.value) ? event.target.value : '')}
          >
            <option value="">{auditLog.allCategories}</option>
            {AUDIT_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {auditLog.categories[value]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {log.isPending ? (
        <div className="admin-center">
          <Spinner />
        </div>
      ) : log.isError ? (
        <div role="alert" className="admin-alert admin-alert--error">
          <p>{auditLog.loadFailed}</p>
        </div>
      ) : entries.length === 0 ? (
        <EmptyState title={filtered ? auditLog.emptyFiltered : auditLog.empty} />
      ) : (
        <>
          <table className="admin-table" aria-label={auditLog.listLabel}>
            <thead>
              <tr>
                <th scope="col">{auditLog.columnTime}</th>
                <th scope="col">{auditLog.columnWhat}</th>
                <th scope="col">{auditLog.columnBy}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-testid="audit-entry">
                  <td data-label={auditLog.columnTime}>
                    <time dateTime={entry.occurredAt}>{moment.format(new Date(entry.occurredAt))}</time>
                  </td>
                  <td data-label={auditLog.columnWhat}>{entry.description}</td>
                  <td data-label={auditLog.columnBy}>
                    {entry.actor === null
                      ? auditDescriptions.system
                      : (entry.actor.name ?? entry.actor.email ?? auditDescriptions.deletedPerson)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {log.hasNextPage && (
            <div className="admin-center">
              <button
                type="button"
                className="fp-button fp-button--secondary"
                disabled={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {log.isFetchingNextPage ? auditLog.loadingMore : auditLog.loadMore}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
