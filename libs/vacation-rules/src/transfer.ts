import type { Balance } from './balance.js';
import { STATUTORY_TRANSFER_LIMIT } from './law.js';

/** The organisation's transfer limit unless it sets another: § 7 (3)'s 12 virkedager = 10 weekdays. */
export const DEFAULT_TRANSFER_LIMIT = STATUTORY_TRANSFER_LIMIT;

/**
 * The highest limit an organisation may set: the agreed five weeks. Above the Act's 10 weekdays only
 * agreed (non-statutory) days may be transferred; the organisation answers for that agreement.
 */
export const MAX_TRANSFER_LIMIT = 25;

/**
 * Last year's days that were neither used nor planned, before any transfer out of it. Pending days
 * count as planned: transferring them and approving them later would spend the same day twice
 * ("never more than was unused").
 */
export function unusedDays(
  previousYear: Pick<Balance, 'remainingDays' | 'transferredOutDays' | 'plannedDays'>,
): number {
  return Math.max(0, previousYear.remainingDays + previousYear.transferredOutDays - previousYear.plannedDays);
}

/** The most that may be transferred: the organisation's limit, and never more than was unused. */
export function transferableDays(unused: number, limit: number): number {
  return Math.max(0, Math.min(unused, limit));
}

export type TransferProblem = 'notWholeDays' | 'negative' | 'aboveLimit' | 'aboveUnused';

/** Why `days` cannot be transferred, or null when it can (0 undoes a transfer). */
export function transferProblem(days: number, unused: number, limit: number): TransferProblem | null {
  if (!Number.isInteger(days)) return 'notWholeDays';
  if (days < 0) return 'negative';
  if (days > Math.max(0, limit)) return 'aboveLimit';
  if (days > Math.max(0, unused)) return 'aboveUnused';
  return null;
}

/** Transfers go from last year into the current year only, from 1 January on (ferieåret = kalenderåret, § 4). */
export const transferYears = (currentYear: number) => ({ fromYear: currentYear - 1, toYear: currentYear });
