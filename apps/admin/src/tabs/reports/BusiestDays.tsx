import type { BusyDay } from '@ferieplan/contracts';
import { formatLongDate, reports } from '@ferieplan/texts';
import { EmptyState } from '@ferieplan/ui';

/** The ten working days with most people on approved vacation. */
export function BusiestDays({ days }: { days: BusyDay[] }) {
  if (days.length === 0) return <EmptyState title={reports.busiestEmpty} />;
  return (
    <table className="admin-table reports-busiest">
      <thead>
        <tr>
          <th scope="col">{reports.busiestColumnDate}</th>
          <th scope="col" className="reports-number">
            {reports.busiestColumnAway}
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row">
              <time dateTime={day.date}>{formatLongDate(day.date)}</time>
            </th>
            <td className="reports-number">{day.away}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
