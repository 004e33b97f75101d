import { VacationStatus } from '@ferieplan/contracts';

/** Maps any casing of a status name ('APPROVED', 'approved') to the canonical value, else undefined. */
export function normalizeVacationStatus(value: unknown): VacationStatus | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase();
  return Object.values(VacationStatus).find((status) => status.toLowerCase() === wanted);
}
