import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { monthGrid, mondayIndex, parseIsoDate } from '@ferieplan/holidays';
import { dateField as texts, weekdays } from '@ferieplan/texts';
import { dayMoveOf, moveDay } from './norwegian-date.js';

interface CalendarGridProps {
  label: string;
  selected: string | null;
  /** The day that has focus when the calendar opens (inside the bounds). */
  start: string;
  min?: string;
  max?: string;
  onPick: (day: string) => void;
  onClose: () => void;
}

const inBounds = (day: string, min?: string, max?: string) => (!min || day >= min) && (!max || day <= max);

/**
 * The calendar dialog of DateField (WAI-ARIA APG "date picker dialog"): one focusable day (roving
 * tabindex) in a Monday-first grid, the month announced when it changes, days outside the bounds
 * disabled.
 */
export function CalendarGrid({ label, selected, start, min, max, onPick, onClose }: CalendarGridProps) {
  const id = useId();
  const [focused, setFocused] = useState(start);
  const grid = useRef<HTMLTableElement>(null);
  // Focus goes to the day on opening and on moves by key; the month buttons keep it.
  const focusDay = useRef(true);
  const date = parseIsoDate(focused)!;
  const year = date.getFullYear();
  const month = date.getMonth() + 1;
  const days = monthGrid(year, month);
  const weeks = Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
  const firstOfMonth = `${year}-${String(month).padStart(2, '0')}-01`;
  const lastOfMonth = days.filter((day) => day.inMonth).at(-1)!.date;

  useEffect(() => {
    if (focusDay.current) grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const move = dayMoveOf(event.key, event.shiftKey);
    if (move) {
      event.preventDefault();
      focusDay.current = true;
      setFocused((day) => moveDay(day, move, min, max));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (inBounds(focused, min, max)) onPick(focused);
    }
  };
  const showMonth = (delta: 1 | -1) => {
    focusDay.current = false;
    setFocused((day) => moveDay(day, delta === 1 ? 'month' : '-month', min, max));
  };

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-label={label}
      className="fp-calendar"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="fp-calendar__header">
        <button
          type="button"
          className="fp-button fp-button--secondary fp-calendar__nav"
          aria-label={texts.previousMonth}
          disabled={!!min && firstOfMonth <= min}
          onClick={() => showMonth(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p id={`${id}-month`} className="fp-calendar__month" aria-live="polite">
          {texts.months[month - 1]} {year}
        </p>
        <button
          type="button"
          className="fp-button fp-button--secondary fp-calendar__nav"
          aria-label={texts.nextMonth}
          disabled={!!max && lastOfMonth >= max}
          onClick={() => showMonth(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={`${id}-month`}
        className="fp-calendar__grid"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdays.short.map((short, index) => (
              <th key={short} scope="col" abbr={weekdays.full[index]}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((day) => {
                if (!day.inMonth) return <td key={day.date} />;
                const enabled = inBounds(day.date, min, max);
                const classes = ['fp-calendar__day'];
                if (day.holidayName || day.isWeekend) classes.push('fp-calendar__day--off');
                return (
                  <td
                    key={day.date}
                    data-day={day.date}
                    tabIndex={day.date === focused ? 0 : -1}
                    aria-selected={day.date === selected}
                    aria-disabled={!enabled || undefined}
                    aria-label={texts.day(
                      mondayIndex(parseIsoDate(day.date)!),
                      day.dayOfMonth,
                      month,
                      year,
                      day.holidayName,
                    )}
                    className={classes.join(' ')}
                    onClick={() => enabled && onPick(day.date)}
                    onFocus={() => setFocused(day.date)}
                  >
                    {day.dayOfMonth}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
