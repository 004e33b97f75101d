import { absenceKindName, sickPrivacy, staffing } from '@ferieplan/texts';
import { toWeeks, type CalendarCell } from '../calendar/calendar-cells.js';

/**
 * The Monday-first month as a table: a caption, weekday column headers and one row per week.
 * Each cell's aria-label carries the full date, label and count; `data-date`/`data-kind` help tests.
 * While loading, working days show no colour (their counts are not known yet).
 */
export function CalendarTable({
  cells,
  caption,
  loading,
}: {
  cells: CalendarCell[];
  caption: string;
  loading: boolean;
}) {
  return (
    <table className="staffing-table" aria-busy={loading || undefined}>
      <caption className="fp-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {staffing.weekdays.map((short, index) => (
            <th key={short} scope="col" className="staffing-table__weekday">
              <span aria-hidden="true">{short}</span>
              <span className="fp-visually-hidden">{staffing.weekdayNames[index]}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {toWeeks(cells).map((week) => (
          <tr key={week[0].date}>
            {week.map((cell) => (
              <DayCell key={cell.date} cell={cell} loading={loading} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayCell({ cell, loading }: { cell: CalendarCell; loading: boolean }) {
  const unknown =
    loading &&
    (cell.kind === 'available' ||
      cell.kind === 'vacation' ||
      cell.kind === 'understaffed' ||
      cell.kind === 'absence');
  const classes = [
    'staffing-day',
    unknown ? 'staffing-day--unknown' : `staffing-day--${cell.kind}`,
    cell.inMonth ? '' : 'staffing-day--outside',
  ].filter(Boolean);
  return (
    <td
      className={classes.join(' ')}
      data-date={cell.date}
      data-kind={unknown ? 'unknown' : cell.kind}
      aria-label={unknown ? undefined : cell.ariaLabel}
    >
      <span className="staffing-day__number">{cell.dayOfMonth}</span>
      {!unknown && cell.label && <span className="staffing-day__label">{cell.label}</span>}
      {!unknown && cell.absences.length > 0 && (
        // Read through the cell's aria-label ('1 Avspasering'); here a coloured count per kind.
        <span className="staffing-day__kinds" aria-hidden="true">
          {cell.absences.map(({ kind, count }) => (
            <span
              key={kind ?? 'hidden'}
              className={`staffing-kind staffing-kind--${kind ?? 'hidden'}`}
              title={kind ? absenceKindName(kind) : sickPrivacy.hiddenKind}
            >
              {count}
            </span>
          ))}
        </span>
      )}
      {!unknown && cell.countText && (
        <span className="staffing-day__count">
          <span className="staffing-day__count-full">{cell.countText}</span>
          <span className="staffing-day__count-short" aria-hidden="true">
            {cell.countShort}
          </span>
        </span>
      )}
    </td>
  );
}
