// Shown under the dates when the team is already at its minimum on some of them: the days, no names.
import type { StaffingWarning } from '@ferieplan/contracts';
import { formatLongDate, planningEmployee as texts } from '@ferieplan/texts';

export function StaffingWarningNote({ warning }: { warning: StaffingWarning }) {
  return (
    <div className="emp-form__warning" role="status" data-testid="staffing-warning">
      <p>{texts.staffingWarning(warning.minimum ?? 0)}</p>
      <ul>
        {warning.days.map((day) => (
          <li key={day}>{formatLongDate(day)}</li>
        ))}
      </ul>
      <p>{texts.staffingWarningNote}</p>
    </div>
  );
}
