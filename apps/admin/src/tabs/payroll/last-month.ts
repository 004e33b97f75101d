import { isoDate } from '@ferieplan/vacation-rules';

/** The calendar month before today's, as the export's default period (payroll runs a month behind). */
export function lastMonth(today = new Date()): { from: string; to: string } {
  const first = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  const year = first.getFullYear();
  const month = first.getMonth() + 1;
  const days = new Date(year, month, 0).getDate();
  return { from: isoDate(year, month, 1), to: isoDate(year, month, days) };
}
