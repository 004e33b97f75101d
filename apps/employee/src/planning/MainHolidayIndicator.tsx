// Hovedferie (ferieloven § 7 (1)): do the member's approved + pending days in 1 June-30 September
// reach the 15 weekdays they may claim? Counted by the shared rules module, like the admin's overview.
import { useId } from 'react';
import type { VacationRequest } from '@ferieplan/contracts';
import { planningPanel as texts } from '@ferieplan/texts/planning-panel';
import { mainHolidayStatus } from '@ferieplan/vacation-rules';

export function MainHolidayIndicator({
  year,
  requests,
}: {
  year: number;
  requests: VacationRequest[] | null;
}) {
  const id = useId();
  if (!requests) return null;
  const status = mainHolidayStatus(
    {
      approved: requests.filter((request) => request.status === 'Approved'),
      pending: requests.filter((request) => request.status === 'Pending'),
    },
    year,
  );
  const shown = Math.min(status.plannedDays, status.requiredDays);
  return (
    <div className="emp-main-holiday" data-testid="main-holiday" data-reached={status.reached}>
      <h3 id={`${id}-title`} className="emp-planning__subtitle">
        {texts.mainHolidayTitle}{' '}
        <span className="emp-main-holiday__window">({texts.mainHolidayWindow(year)})</span>
      </h3>
      <p className="emp-main-holiday__figure">
        {texts.mainHolidayPlanned(status.plannedDays, status.requiredDays)}
      </p>
      <div
        className="emp-main-holiday__bar"
        role="meter"
        aria-label={texts.mainHolidayMeter}
        aria-valuemin={0}
        aria-valuemax={status.requiredDays}
        aria-valuenow={shown}
        aria-valuetext={texts.mainHolidayPlanned(status.plannedDays, status.requiredDays)}
      >
        <span
          className={`emp-main-holiday__fill${status.reached ? ' emp-main-holiday__fill--reached' : ''}`}
          style={{ width: `${(shown / status.requiredDays) * 100}%` }}
        />
      </div>
      <p className="emp-main-holiday__breakdown">
        {texts.mainHolidayBreakdown(status.approvedDays, status.pendingDays)}
      </p>
      <p className="emp-main-holiday__status">
        {status.reached ? texts.mainHolidayReached : texts.mainHolidayMissing(status.missingDays)}
      </p>
    </div>
  );
}
