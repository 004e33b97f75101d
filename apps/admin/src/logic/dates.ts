import { format } from 'date-fns';
import { nb } from 'date-fns/locale';
import { parseIsoDate } from '@ferieplan/holidays';

/** 'd. MMMM yyyy' in Norwegian, e.g. '3. mars 2026'. Falls back to the raw text if unparsable. */
function formatLongDate(isoDate: string): string {
  const date = parseIsoDate(isoDate.slice(0, 10));
  return date ? format(date, 'd. MMMM yyyy', { locale: nb }) : isoDate;
}

/** '3. mars 2026 – 7. mars 2026'; a one-day request shows one date. */
export function formatDateRange(startDate: string, endDate: string): string {
  const start = formatLongDate(startDate);
  return startDate === endDate ? start : `${start} – ${formatLongDate(endDate)}`;
}

/** Invitation expiry as a Norwegian-locale date (dd.MM.yyyy), in the browser's time zone. */
export function formatExpiry(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  return Number.isNaN(date.getTime()) ? isoDateTime : format(date, 'P', { locale: nb });
}
