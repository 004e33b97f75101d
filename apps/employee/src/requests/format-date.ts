// Norwegian date display (spec section 9: 'd. MMMM yyyy', nb locale).
// Subpath imports keep only `format` and the nb locale in this remote instead of all of date-fns.
import { format } from 'date-fns/format';
import { nb } from 'date-fns/locale/nb';
import { parseIsoDate } from '@ferieplan/holidays';

export function formatNorwegianDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  return date ? format(date, 'd. MMMM yyyy', { locale: nb }) : isoDate;
}

/** Standalone month name, e.g. 'januar'. `month` is 1-12. */
export function norwegianMonthName(year: number, month: number): string {
  return format(new Date(year, month - 1, 1), 'LLLL', { locale: nb });
}
