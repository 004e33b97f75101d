// Month and year in Norwegian ('november 2026'), capitalised because it stands alone as a heading.
import { format } from 'date-fns';
import { nb } from 'date-fns/locale/nb';

export function monthTitle(year: number, month: number): string {
  const text = format(new Date(year, month - 1, 1), 'LLLL yyyy', { locale: nb });
  return text.charAt(0).toLocaleUpperCase('nb-NO') + text.slice(1);
}

export interface YearMonth {
  year: number;
  month: number;
}

/** Moves by whole months across year boundaries; month is 1-12. */
export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
