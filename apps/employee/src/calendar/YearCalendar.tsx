// 'Feriekalender': the selected year month by month, Monday first, with public holidays and the
// user's own requests marked by status.
import { memo, useMemo } from 'react';
import type { VacationRequest, VacationStatus } from '@ferieplan/contracts';
import { monthGrid, type GridDay } from '@ferieplan/holidays';
import { absenceEmployee, employee as texts, monthNames } from '@ferieplan/texts';
import { DEFAULT_ABSENCE_KIND } from '@ferieplan/vacation-rules';
import { calendarMarks, type DayMark } from './calendar-marks.js';

const STATUS_NOTE: Record<VacationStatus, string> = {
  Approved: texts.legendApproved,
  Pending: texts.legendPending,
  Rejected: texts.legendRejected,
};
// A kind other than Ferie: its name and the status ('Avspasering: Venter').
const STATUS_NAME: Record<VacationStatus, string> = {
  Approved: texts.statusApproved,
  Pending: texts.statusPending,
  Rejected: texts.statusRejected,
};
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

interface YearCalendarProps {
  year: number;
  /** null while loading: holidays show at once, request marks when they arrive. */
  requests: VacationRequest[] | null;
}

export function YearCalendar({ year, requests }: YearCalendarProps) {
  const marks = useMemo(() => calendarMarks(requests ?? [], year), [requests, year]);
  return (
    <div className="emp-calendar">
      <Legend />
      <div className="emp-calendar__months">
        {MONTHS.map((month) => (
          <MonthTable key={month} year={year} month={month} marks={marks} />
        ))}
      </div>
    </div>
  );
}

function Legend() {
  const items = [
    ['holiday', texts.legendHoliday],
    ['weekend', texts.legendWeekend],
    ['approved', texts.legendApproved],
    ['pending', texts.legendPending],
    ['rejected', texts.legendRejected],
    ['other-kind', absenceEmployee.legendOtherKind],
  ] as const;
  return (
    <div className="emp-legend">
      <p className="emp-legend__title" id="emp-legend-title">
        {texts.legend}
      </p>
      <ul className="emp-legend__items" aria-labelledby="emp-legend-title">
        {items.map(([kind, label]) => (
          <li key={kind}>
            <span className={`emp-swatch emp-day--${kind}`} aria-hidden="true" />
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface MonthTableProps {
  year: number;
  month: number;
  marks: Map<string, DayMark>;
}

const MonthTable = memo(function MonthTable({ year, month, marks }: MonthTableProps) {
  const days = monthGrid(year, month);
  const weeks: GridDay[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  const monthName = monthNames[month - 1];

  return (
    <table className="emp-month">
      <caption>{monthName}</caption>
      <thead>
        <tr>
          {texts.weekdays.map((short, index) => (
            <th key={short} scope="col">
              <abbr title={texts.weekdayNames[index]}>{short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {/* Always six rows, so every month has the same height whatever its first weekday. */}
        {Array.from({ length: 6 }, (_, row) => (
          <tr key={row}>
            {(weeks[row] ?? Array.from({ length: 7 }, () => null)).map((day, column) =>
              day ? (
                <DayCell key={day.date} day={day} mark={day.inMonth ? marks.get(day.date) : undefined} />
              ) : (
                <td key={column} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

function DayCell({ day, mark }: { day: GridDay; mark: DayMark | undefined }) {
  if (!day.inMonth) return <td className="emp-day emp-day--outside" aria-hidden="true" />;
  const classes = ['emp-day'];
  const notes: string[] = [];
  if (day.holidayName) {
    classes.push('emp-day--holiday');
    notes.push(day.holidayName);
  } else if (day.isWeekend) {
    classes.push('emp-day--weekend');
  }
  if (mark?.kind === DEFAULT_ABSENCE_KIND) {
    classes.push(`emp-day--${mark.status.toLowerCase()}`);
    notes.push(STATUS_NOTE[mark.status]);
  } else if (mark) {
    classes.push(`emp-day--${mark.status.toLowerCase()}`, 'emp-day--other-kind');
    notes.push(absenceEmployee.calendarKind(mark.kind, STATUS_NAME[mark.status]));
  }
  return (
    <td className={classes.join(' ')} title={notes.length ? notes.join(', ') : undefined}>
      {day.dayOfMonth}
      {notes.length > 0 && <span className="fp-visually-hidden">{`: ${notes.join(', ')}`}</span>}
    </td>
  );
}
