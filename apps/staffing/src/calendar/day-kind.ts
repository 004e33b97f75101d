// Colour/label precedence of the staffing calendar (spec "Tab Bemanningsstatus"):
// public holiday > weekend > a team below its minimum ('Underbemannet', Pro) > at least one approved
// vacation > otherwise fully staffed.
import { planningEmployee, staffing } from '@ferieplan/texts';

export type DayKind = 'holiday' | 'weekend' | 'understaffed' | 'vacation' | 'available';

export interface DayFacts {
  isHoliday: boolean;
  isWeekend: boolean;
  onVacation: number;
  /** Some team has fewer than its minimum at work (the API's StaffingDay.understaffed). */
  understaffed?: boolean;
}

export function dayKind({ isHoliday, isWeekend, onVacation, understaffed = false }: DayFacts): DayKind {
  if (isHoliday) return 'holiday';
  if (isWeekend) return 'weekend';
  if (understaffed) return 'understaffed';
  if (onVacation > 0) return 'vacation';
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
  { kind: 'available', text: staffing.available },
];
