import { formatLongDate } from '@ferieplan/texts';

/** '3. mars 2026 – 7. mars 2026'; a one-day request shows one date. */
export function formatDateRange(startDate: string, endDate: string): string {
  const start = formatLongDate(startDate.slice(0, 10));
  return startDate === endDate ? start : `${start} – ${formatLongDate(endDate.slice(0, 10))}`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Invitation expiry as a Norwegian date (dd.mm.åååå), in the browser's time zone. */
export function formatExpiry(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  return `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}.${date.getFullYear()}`;
}
