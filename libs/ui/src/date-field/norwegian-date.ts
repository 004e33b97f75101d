// Dates as Norwegians write them (dd.mm.åååå) to and from the 'YYYY-MM-DD' text the app exchanges.
import { addDays, mondayIndex, parseIsoDate, toIsoDate } from '@ferieplan/holidays';

const WRITTEN = /^(\d{1,2})[./\- ](\d{1,2})[./\- ](\d{4})$/;
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4})$/;

/**
 * What a typed date means: '' when empty, 'YYYY-MM-DD' for d.m.åååå or ddmmåååå (also an impossible
 * day, which validation then refuses), else the text as typed (never a date, so validation refuses it).
 */
export function fromNorwegian(text: string): string {
  const trimmed = text.trim();
  const match = WRITTEN.exec(trimmed) ?? DIGITS_ONLY.exec(trimmed);
  if (!match) return trimmed;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** 'dd.mm.åååå' for a 'YYYY-MM-DD' value; other values are shown as they are. */
export function toNorwegian(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/** Keeps an ISO day inside [min, max] (either bound may be missing). */
export function clampDay(iso: string, min?: string, max?: string): string {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}

export type DayMove =
  'day' | '-day' | 'week' | '-week' | 'month' | '-month' | 'year' | '-year' | 'weekStart' | 'weekEnd';

/** The day a calendar key moves to (APG date picker grid), kept inside [min, max]. */
export function moveDay(iso: string, move: DayMove, min?: string, max?: string): string {
  const date = parseIsoDate(iso)!;
  const shiftMonths = (months: number) => {
    const target = new Date(date.getFullYear(), date.getMonth() + months, 1);
    const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
    return new Date(target.getFullYear(), target.getMonth(), Math.min(date.getDate(), lastDay));
  };
  const moved = {
    day: () => addDays(date, 1),
    '-day': () => addDays(date, -1),
    week: () => addDays(date, 7),
    '-week': () => addDays(date, -7),
    month: () => shiftMonths(1),
    '-month': () => shiftMonths(-1),
    year: () => shiftMonths(12),
    '-year': () => shiftMonths(-12),
    weekStart: () => addDays(date, -mondayIndex(date)),
    weekEnd: () => addDays(date, 6 - mondayIndex(date)),
  }[move]();
  return clampDay(toIsoDate(moved), min, max);
}

/** The key of a keydown in the calendar grid, or null for keys it does not handle. */
export function dayMoveOf(key: string, shift: boolean): DayMove | null {
  switch (key) {
    case 'ArrowRight':
      return 'day';
    case 'ArrowLeft':
      return '-day';
    case 'ArrowDown':
      return 'week';
    case 'ArrowUp':
      return '-week';
    case 'PageDown':
      return shift ? 'year' : 'month';
    case 'PageUp':
      return shift ? '-year' : '-month';
    case 'Home':
      return 'weekStart';
    case 'End':
      return 'weekEnd';
    default:
      return null;
  }
}
