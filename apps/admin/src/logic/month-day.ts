import { isMonthDay } from '@ferieplan/vacation-rules';

/** The API's 'MM-DD' as the admin reads it, 'dd.mm'. */
export function monthDayToDisplay(monthDay: string | null): string {
  if (!monthDay) return '';
  const [month, day] = monthDay.split('-');
  return `${day}.${month}`;
}

/**
 * What the admin typed ('1.4', '01.04', '01/04') as 'MM-DD'; '' is null (no deadline); undefined when
 * it is no day of every year.
 */
export function monthDayFromDisplay(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const match = /^(\d{1,2})[./-](\d{1,2})$/.exec(trimmed);
  if (!match) return undefined;
  const monthDay = `${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isMonthDay(monthDay) ? monthDay : undefined;
}
