import type { EgenmeldingQuota } from '@ferieplan/contracts';
import { sickLeaveEmployee as texts } from '@ferieplan/texts';

/** What the person has left: '2 av 4 egenmeldinger igjen de siste 12 månedene' (law) or days (IA scheme). */
export function quotaLines(quota: EgenmeldingQuota): string[] {
  if (quota.asOf < quota.allowedFrom) return [texts.notYetAllowed(quota.allowedFrom)];
  const left =
    quota.maxOccurrences !== null
      ? texts.occurrencesLeft(quota.occurrencesLeft ?? 0, quota.maxOccurrences)
      : texts.daysLeft(quota.daysLeft ?? 0, quota.maxDaysIn12Months ?? 0);
  return [left, texts.maxDaysPerOccurrence(quota.maxDaysPerOccurrence)];
}
