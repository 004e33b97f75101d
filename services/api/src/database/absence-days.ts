// The public holidays as the SQL function absence_days takes them (migration 1765700000300, which
// explains the encoding). Public holidays are defined once, in @ferieplan/holidays; every query that
// counts days passes the holidays of the years it touches, built here:
//
//   absence_days(first_day, last_day, $n::int[])            a five-day week
//   absence_days(first_day, last_day, $n::int[], weekdays)  a work pattern (weekdayMask in @ferieplan/vacation-rules)
import { publicHolidays } from '@ferieplan/holidays';

const MS_PER_DAY = 86_400_000;
/** Days from Monday 1 January of year 1 (absence_days' day 0) to 1 January 1970. */
const DAY_NUMBER_OF_1970 = 719_162;
/** 2^22: above the day number of 9999-12-31, so the blocks of keys never overlap. */
const KEY_BLOCK = 4_194_304;

/** absence_days' day number of a 'YYYY-MM-DD' day. */
function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY + DAY_NUMBER_OF_1970;
}

/**
 * The `holidays` argument of absence_days for the given years: a sorted key per holiday and weekday
 * block (ISO weekday d: d * 2^22 + day number), and the day number itself for the holidays on
 * Monday-Friday (the five-day week's block). A period counted with it must lie inside these years.
 */
export function absenceDaysHolidays(years: Iterable<number>): readonly number[] {
  const distinct = [...new Set(years)];
  const cacheKey = distinct.join(',');
  let keys = holidaysByYears.get(cacheKey);
  if (keys === undefined) {
    // A handful of year sets in practice (last, this and next year; a report's year): kept bounded anyway.
    if (holidaysByYears.size >= 64) holidaysByYears.clear();
    keys = Object.freeze(holidayKeys(distinct));
    holidaysByYears.set(cacheKey, keys);
  }
  return keys;
}

/**
 * The keys per set of years, made once: the employee list sends last, this and next year's on every
 * page (each year's holidays, Easter's included, computed anew was a share of its CPU per request).
 */
const holidaysByYears = new Map<string, readonly number[]>();

function holidayKeys(years: readonly number[]): number[] {
  const keys: number[] = [];
  for (const year of years) {
    for (const holiday of publicHolidays(year)) {
      const n = dayNumber(holiday.date);
      const isoWeekday = (n % 7) + 1; // day 0 is a Monday
      keys.push(isoWeekday * KEY_BLOCK + n);
      if (isoWeekday <= 5) keys.push(n);
    }
  }
  return keys.sort((a, b) => a - b);
}
