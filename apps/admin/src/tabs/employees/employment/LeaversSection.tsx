import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { employmentQueries } from '@ferieplan/api-client';
import { employmentAdmin as texts, formatLongDate } from '@ferieplan/texts';

const days = (n: number) => n.toLocaleString('nb-NO');

/**
 * Issue 26: the members whose employment ends this year, with their last year's days taken and not
 * taken, for the final settlement (feriepenger). Shown only when there are any.
 */
export function LeaversSection({ organizationId }: { organizationId: string }) {
  const id = useId();
  const year = new Date().getFullYear();
  const leavers = useQuery(employmentQueries.leavers(organizationId, year)).data ?? [];
  if (leavers.length === 0) return null;
  return (
    <section className="admin-leavers" aria-labelledby={`${id}-title`} data-testid="leavers">
      <h3 id={`${id}-title`} className="admin-section__title">
        {texts.leaversTitle(year)}
      </h3>
      <p className="fp-hint">{texts.leaversHint}</p>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{texts.columnName}</th>
            <th scope="col">{texts.columnEnd}</th>
            <th scope="col">{texts.columnEntitlement}</th>
            <th scope="col">{texts.columnTaken}</th>
            <th scope="col">{texts.columnNotTaken}</th>
          </tr>
        </thead>
        <tbody>
          {leavers.map((leaver) => (
            <tr key={leaver.userId}>
              <th scope="row">{leaver.name}</th>
              <td data-label={texts.columnEnd}>{formatLongDate(leaver.employedUntil)}</td>
              <td data-label={texts.columnEntitlement}>{days(leaver.totalDays)}</td>
              <td data-label={texts.columnTaken}>{days(leaver.takenDays)}</td>
              <td data-label={texts.columnNotTaken}>{days(leaver.notTakenDays)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
