// Colour/label precedence of the staffing calendar (spec "Tab Bemanningsstatus"):
// public holiday > weekend > a team below its minimum ('Underbemannet', Pro) > at least one approved
// vacation > someone away of another kind ('Fravær', issue 24) > otherwise fully staffed.
import { planningEmployee, staffing, staffingAbsence } from '@ferieplan/texts';

export type DayKind = 'holiday' | 'weekend' | 'understaffed' | 'vacation' | 'absence' | 'available';

export interface DayFacts {
  isHoliday: boolean;
  isWeekend: boolean;
  onVacation: number;
  /** Members away of a kind other than Ferie (the API's StaffingDay.byKind). */
  otherAbsent?: number;
  /** Some team has fewer than its minimum at work (the API's StaffingDay.understaffed). */
  understaffed?: boolean;
}

export function dayKind({
  isHoliday,
  isWeekend,
  onVacation,
  otherAbsent = 0,
  understaffed = false,
}: DayFacts): DayKind {
  if (isHoliday) return 'holiday';
  if (isWeekend) return 'weekend';
  if (understaffed) return 'understaffed';
  if (onVacation > 0) return 'vacation';
  if (otherAbsent > 0) return 'absence';
  return 'available';
}

/** The visible label of a cell; blank for a normal working day. */
export function dayLabel(kind: DayKind): string {
  switch (kind) {
    case 'holiday':
      return staffing.holiday;
    case 'weekend':
      return staffing.weekend;
    case 'understaffed':
      return planningEmployee.understaffed;
    case 'vacation':
      return staffing.vacation;
    case 'absence':
      return staffingAbsence.absence;
    case 'available':
      return '';
  }
}

/** Legend entries in precedence order (the 'available' entry has no cell label, so it gets its own name). */
export const LEGEND: ReadonlyArray<{ kind: DayKind; text: string }> = [
  { kind: 'holiday', text: staffing.holiday },
  { kind: 'weekend', text: staffing.weekend },
  { kind: 'understaffed', text: planningEmployee.understaffed },
  { kind: 'vacation', text: staffing.vacation },
  { kind: 'absence', text: staffingAbsence.absence },
  { kind: 'available', text: staffing.available },
];
