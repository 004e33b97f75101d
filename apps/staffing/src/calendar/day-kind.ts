// Colour/label precedence of the staffing calendar (spec "Tab Bemanningsstatus"):
// public holiday > weekend > at least one approved vacation > otherwise fully staffed.
import { staffing } from '@ferieplan/texts';

export type DayKind = 'holiday' | 'weekend' | 'vacation' | 'available';

export interface DayFacts {
  isHoliday: boolean;
  isWeekend: boolean;
  onVacation: number;
}

export function dayKind({ isHoliday, isWeekend, onVacation }: DayFacts): DayKind {
  if (isHoliday) return 'holiday';
  if (isWeekend) return 'weekend';
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
  { kind: 'vacation', text: staffing.vacation },
  { kind: 'available', text: staffing.available },
];
