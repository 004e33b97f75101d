import type { EmployerPeriodsUsedUp } from '@ferieplan/contracts';
import { sickLeaveAdmin as texts } from '@ferieplan/texts';
import { employerPeriodStatus } from './employer-period-status.js';

/** The people who passed day 16 in the chosen month, and from when NAV refunds. */
export function UsedUpList({ usedUp, currentYear }: { usedUp: EmployerPeriodsUsedUp; currentYear: number }) {
  if (usedUp.people.length === 0) return <p>{texts.monthNobody}</p>;
  return (
    <ul className="admin-sick__used-up">
      {usedUp.people.map((person) => (
        <li key={`${person.userId}-${person.startDate}`}>
          <strong>{person.name}</strong>: {employerPeriodStatus(person, currentYear)}.{' '}
          {person.navFrom ? texts.refundFrom(person.navFrom) : texts.refundNotYet}
        </li>
      ))}
    </ul>
  );
}
