import type { EmployerPeriodStatus } from '@ferieplan/contracts';
import { sickLeaveAdmin as texts } from '@ferieplan/texts';
import { EMPLOYER_PERIOD_DAYS } from '@ferieplan/vacation-rules';

/**
 * Where a person's arbeidsgiverperiode stands, in words: used up on day 16 ('Arbeidsgiverperioden er
 * brukt opp 14. mars: refusjon fra NAV fra dag 17'), still running, or closed.
 */
export function employerPeriodStatus(period: EmployerPeriodStatus, currentYear: number): string {
  if (period.usedUpOn) return texts.usedUp(period.usedUpOn, currentYear);
  return period.open ? texts.running(EMPLOYER_PERIOD_DAYS - period.daysUsed) : texts.closed;
}
