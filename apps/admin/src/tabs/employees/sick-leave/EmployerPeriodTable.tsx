import type { EmployerPeriodOverview } from '@ferieplan/contracts';
import { formatLongDate, sickLeaveAdmin as texts } from '@ferieplan/texts';
import { employerPeriodStatus } from './employer-period-status.js';

/** One row per person with an arbeidsgiverperiode begun on the chosen day. */
export function EmployerPeriodTable({
  overview,
  currentYear,
}: {
  overview: EmployerPeriodOverview;
  currentYear: number;
}) {
  if (overview.people.length === 0) return <p>{texts.nobody}</p>;
  return (
    <table className="admin-table">
      <thead>
        <tr>
          <th scope="col">{texts.personColumn}</th>
          <th scope="col">{texts.startColumn}</th>
          <th scope="col">{texts.daysColumn}</th>
          <th scope="col">{texts.statusColumn}</th>
        </tr>
      </thead>
      <tbody>
        {overview.people.map((person) => (
          <tr key={person.userId}>
            <th scope="row">{person.name}</th>
            <td>{formatLongDate(person.startDate)}</td>
            <td>{texts.daysUsed(person.daysUsed)}</td>
            <td>{employerPeriodStatus(person, currentYear)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
