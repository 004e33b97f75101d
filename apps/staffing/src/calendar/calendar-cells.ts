// Turns a month (and the API's per-day counts) into the cells of the Monday-first staffing grid.
// Pure, so that grid range, precedence and texts are unit-tested without a browser.
import { ABSENCE_KINDS, type AbsenceKind, type StaffingDay } from '@ferieplan/contracts';
import { monthGrid, parseIsoDate } from '@ferieplan/holidays';
import { sickPrivacy, staffing, staffingAbsence } from '@ferieplan/texts';
import { format } from 'date-fns';
import { nb } from 'date-fns/locale/nb';
import { dayKind, dayLabel, type DayKind } from './day-kind.js';

export interface CalendarCell {
  date: string;
  dayOfMonth: number;
  inMonth: boolean;
  kind: DayKind;
  /** 'Helligdag' | 'Helg' | 'Underbemannet' | 'Ferie' | '' */
  label: string;
  holidayName: string | null;
  onVacation: number;
  /**
   * Members away per kind other than Ferie, on working days (kind-table order; none away: left out).
   * kind null: away with a kind the viewer may not see (a colleague's sick absence), shown as 'Fravær'.
   */
  absences: Array<{ kind: AbsenceKind | null; count: number }>;
  /** '{n} av {total} har ferie' on working days with n > 0 ('... har fravær' on a 'Fravær' day), else null. */
  countText: string | null;
  /** Compact form for narrow screens ('2/7'); the full text stays available to screen readers. */
  countShort: string | null;
  /** Full description for assistive technology. */
  ariaLabel: string;
}

/** The kinds other than Ferie with someone away, in the kind table's order; then those without kind. */
function otherKinds(day: StaffingDay | undefined): Array<{ kind: AbsenceKind | null; count: number }> {
  const byKind = day?.byKind ?? {};
  const hidden = day?.absentWithoutKind ?? 0;
  return [
    ...ABSENCE_KINDS.filter((kind) => kind !== 'Ferie' && (byKind[kind] ?? 0) > 0).map((kind) => ({
      kind,
      count: byKind[kind] ?? 0,
    })),
    ...(hidden > 0 ? [{ kind: null, count: hidden }] : []),
  ];
}

/**
 * Cells from the Monday on or before the 1st to the Sunday on or after the last day.
 * Vacation only exists on working days: a request spanning a weekend or holiday does not turn that
 * day orange nor show a count there (the weekend/holiday precedence of the spec).
 */
export function calendarCells(
  year: number,
  month: number,
  days: readonly StaffingDay[],
  total: number,
): CalendarCell[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  return monthGrid(year, month).map((grid) => {
    const day = byDate.get(grid.date);
    // onVacation counts everyone away of any kind once; byKind (issue 24) says of which kinds, and
    // without it every absence is Ferie (the spec's count).
    const away = day?.onVacation ?? 0;
    const onVacation = day?.byKind ? (day.byKind.Ferie ?? 0) : away;
    const understaffed = day?.understaffed ?? false;
    // Issue 26: who works this weekday by their pattern (the others are not at work, nor on vacation).
    const scheduled = total - (day?.offDuty ?? 0);
    const others = otherKinds(day);
    const otherAbsent = others.length > 0 ? away : 0;
    const kind = dayKind({
      isHoliday: grid.holidayName !== null,
      isWeekend: grid.isWeekend,
      onVacation,
      otherAbsent,
      understaffed,
    });
    const label = dayLabel(kind);
    const working = kind === 'vacation' || kind === 'understaffed' || kind === 'absence';
    const countText =
      working && onVacation > 0
        ? staffing.onVacation(onVacation, scheduled)
        : working && otherAbsent > 0
          ? staffingAbsence.onAbsence(otherAbsent, scheduled)
          : null;
    const absences = working ? others : [];
    const date = parseIsoDate(grid.date) as Date;
    const parts = [
      format(date, 'EEEE d. MMMM yyyy', { locale: nb }),
      grid.holidayName ? `${label} (${grid.holidayName})` : label,
      countText ?? (kind === 'available' ? staffing.noneOnVacation : ''),
      ...absences.map(({ kind: absence, count }) =>
        absence ? staffingAbsence.kindCount(count, absence) : sickPrivacy.hiddenCount(count),
      ),
      grid.inMonth ? '' : staffing.outsideMonth,
    ];
    return {
      date: grid.date,
      dayOfMonth: grid.dayOfMonth,
      inMonth: grid.inMonth,
      kind,
      label,
      holidayName: grid.holidayName,
      onVacation,
      absences,
      countText,
      countShort: countText ? `${onVacation > 0 ? onVacation : otherAbsent}/${scheduled}` : null,
      ariaLabel: parts.filter(Boolean).join(', '),
    };
  });
}

/** Splits the grid into rows of seven (Monday..Sunday). */
export function toWeeks<T>(cells: readonly T[]): T[][] {
  const weeks: T[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
