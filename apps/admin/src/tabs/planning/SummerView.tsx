import { useId, type ReactNode } from 'react';
import type { SummerOverview } from '@ferieplan/contracts';
import { formatLongDate } from '@ferieplan/texts';
import { adminPlanning as texts } from '@ferieplan/texts/planning-tab';
import { StatusBadge } from '@ferieplan/ui';

/**
 * Hovedferie (Pro): every member's summer days (approved + pending in 1 June–30 September), those
 * below 15 first as the server sorts them, and who has not applied by the deadline.
 */
export function SummerView({ overview, yearChoice }: { overview: SummerOverview; yearChoice?: ReactNode }) {
  const id = useId();
  const late = overview.members.filter((member) => member.appliedByDeadline === false);
  return (
    <section className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section__title">
        {texts.summerTitle(overview.year)}
      </h2>
      {yearChoice}
      <p>{texts.summerIntro(overview.requiredDays)}</p>
      <table className="admin-table" aria-labelledby={`${id}-title`}>
        <thead>
          <tr>
            <th scope="col">{texts.columnMember}</th>
            <th scope="col">{texts.columnApproved}</th>
            <th scope="col">{texts.columnPending}</th>
            <th scope="col">{texts.columnPlanned}</th>
            <th scope="col">{texts.columnStatus}</th>
          </tr>
        </thead>
        <tbody>
          {overview.members.map((member) => (
            <tr key={member.userId}>
              <th scope="row" data-label={texts.columnMember}>
                {member.name}
              </th>
              <td data-label={texts.columnApproved}>{member.approvedDays}</td>
              <td data-label={texts.columnPending}>{member.pendingDays}</td>
              <td data-label={texts.columnPlanned}>{member.plannedDays}</td>
              <td data-label={texts.columnStatus}>
                {member.reached ? (
                  <StatusBadge tone="success">{texts.reached}</StatusBadge>
                ) : (
                  <StatusBadge tone="warning">
                    {texts.missing(overview.requiredDays - member.plannedDays)}
                  </StatusBadge>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 id={`${id}-late`} className="admin-upgrade__title">
        {texts.notAppliedTitle}
      </h3>
      {overview.deadline === null ? (
        <p>{texts.noDeadline}</p>
      ) : (
        <>
          <p>{texts.deadline(formatLongDate(overview.deadline))}</p>
          {late.length === 0 ? (
            <p>{texts.notAppliedNone}</p>
          ) : (
            <ul aria-labelledby={`${id}-late`}>
              {late.map((member) => (
                <li key={member.userId}>
                  {member.name} ({member.email})
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
