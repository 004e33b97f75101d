import type { UnderstaffedDetails } from '@ferieplan/contracts';
import { ApiError } from '@ferieplan/api-client';

/**
 * The 409 an approval gets when it would take a team below its minimum staffing ('Minst {n} på jobb'):
 * the server's message names the days; other errors are null.
 */
export function understaffedRefusal(
  error: unknown,
): { message: string; details: UnderstaffedDetails } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const details = error.details;
  if (details?.['reason'] !== 'understaffed' || !Array.isArray(details['days'])) return null;
  return { message: error.message, details: details as unknown as UnderstaffedDetails };
}
