import { MAX_STAFFING, MIN_STAFFING } from '@ferieplan/vacation-rules';

/** The team modal's 'Minst {n} på jobb' field: '' is no minimum (null); undefined when it is no whole number in range. */
export function parseMinimum(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= MIN_STAFFING && value <= MAX_STAFFING ? value : undefined;
}
