// Norwegian date wording shared by the API (audit descriptions, exports) and the web apps.

export const monthNames = [
  'januar',
  'februar',
  'mars',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'desember',
] as const;

const parts = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return { year, month, day };
};

/** '2027-07-01' -> '1. juli 2027'. */
export function formatLongDate(isoDate: string): string {
  const { year, month, day } = parts(isoDate);
  return `${day}. ${monthNames[month - 1]} ${year}`;
}

/**
 * A period in words, shortest first: '1. juli 2027', '1.–5. juli 2027', '28. juni–3. juli 2027',
 * '30. desember 2026–2. januar 2027' (en dash, no spaces, as Norwegian typesetting has it).
 */
export function formatDateRange(startDate: string, endDate: string): string {
  if (startDate === endDate) return formatLongDate(startDate);
  const start = parts(startDate);
  const end = parts(endDate);
  if (start.year !== end.year) return `${formatLongDate(startDate)}–${formatLongDate(endDate)}`;
  if (start.month !== end.month)
    return `${start.day}. ${monthNames[start.month - 1]}–${formatLongDate(endDate)}`;
  return `${start.day}.–${formatLongDate(endDate)}`;
}

/** '2027-07-01' -> '01.07.2027', the date form Norwegian Excel reads as a date. */
export function formatNumericDate(isoDate: string): string {
  const { year, month, day } = parts(isoDate);
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
}
