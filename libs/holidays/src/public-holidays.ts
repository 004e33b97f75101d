import { easterSunday } from './easter.js';
import { addDays, toIsoDate } from './iso-date.js';

export interface PublicHoliday {
  date: string;
  name: string;
}

const FIXED: ReadonlyArray<[month: number, day: number, name: string]> = [
  [1, 1, 'Første nyttårsdag'],
  [5, 1, 'Arbeidernes dag'],
  [5, 17, 'Grunnlovsdag'],
  [12, 25, 'Første juledag'],
  [12, 26, 'Andre juledag'],
];

const FROM_EASTER: ReadonlyArray<[offset: number, name: string]> = [
  [-3, 'Skjærtorsdag'],
  [-2, 'Langfredag'],
  [0, 'Første påskedag'],
  [1, 'Andre påskedag'],
  [39, 'Kristi himmelfartsdag'],
  [49, 'Første pinsedag'],
  [50, 'Andre pinsedag'],
];

const cache = new Map<number, Map<string, string>>();

function holidaysByDate(year: number): Map<string, string> {
  let byDate = cache.get(year);
  if (!byDate) {
    const easter = easterSunday(year);
    const list: PublicHoliday[] = [
      ...FIXED.map(([month, day, name]) => ({ date: toIsoDate(new Date(year, month - 1, day)), name })),
      ...FROM_EASTER.map(([offset, name]) => ({ date: toIsoDate(addDays(easter, offset)), name })),
    ];
    byDate = new Map(list.sort((a, b) => a.date.localeCompare(b.date)).map((h) => [h.date, h.name]));
    cache.set(year, byDate);
  }
  return byDate;
}

/** The twelve Norwegian public holidays of a year, in date order. */
export function publicHolidays(year: number): PublicHoliday[] {
  return [...holidaysByDate(year)].map(([date, name]) => ({ date, name }));
}

/** The holiday's name when the day is a Norwegian public holiday, else null. */
export function publicHolidayName(date: Date): string | null {
  return holidaysByDate(date.getFullYear()).get(toIsoDate(date)) ?? null;
}

export function isPublicHoliday(date: Date): boolean {
  return publicHolidayName(date) !== null;
}
