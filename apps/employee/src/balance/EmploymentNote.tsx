import type { Employee } from '@ferieplan/contracts';
import { employmentEmployee as texts } from '@ferieplan/texts';
import { employmentOf, FIVE_DAY_MASK, isLateStartYear, isoDate, patternOn } from '@ferieplan/vacation-rules';

/**
 * Issue 26: why the year's days may differ from five weeks: a start after 30 September (ferieloven § 5)
 * or a part-time pattern. Nothing for a full-time member employed all year.
 */
export function EmploymentNote({ member, year }: { member: Employee; year: number }) {
  const balance = member.yearlyBalance?.[String(year)];
  const lateStart =
    balance !== undefined &&
    isLateStartYear(employmentOf(member), year, false) &&
    balance.yearlyDays < member.yearlyDays;
  const mask = patternOn(member.workPatterns ?? [], isoDate(year, 12, 31));
  if (!lateStart && mask === FIVE_DAY_MASK) return null;
  return (
    <p className="emp-panel__notice" data-testid="employment-note">
      {[lateStart && texts.firstYear, mask !== FIVE_DAY_MASK && texts.pattern(mask)]
        .filter(Boolean)
        .join(' ')}
    </p>
  );
}
