import { ValidateBy, type ValidationArguments } from 'class-validator';
import { parseIsoDate } from '@ferieplan/holidays';
import { serverPayroll } from '@ferieplan/texts';
import { MAX_PAYROLL_PERIOD_DAYS } from '@ferieplan/vacation-rules';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why `to` does not close a period with the object's `from`, or null (bad dates are their own fields' errors). */
function periodProblem(from: unknown, to: unknown): string | null {
  const start = typeof from === 'string' ? parseIsoDate(from) : null;
  const end = typeof to === 'string' ? parseIsoDate(to) : null;
  if (!start || !end) return null;
  if (end < start) return serverPayroll.periodReversed;
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
  return days > MAX_PAYROLL_PERIOD_DAYS ? serverPayroll.periodTooLong : null;
}

/** On `to`: not before `from` and at most a year after it. */
export function IsPayrollPeriod(): PropertyDecorator {
  return ValidateBy({
    name: 'isPayrollPeriod',
    validator: {
      validate: (to: unknown, args?: ValidationArguments) =>
        periodProblem((args?.object as { from?: unknown }).from, to) === null,
      defaultMessage: (args?: ValidationArguments) =>
        periodProblem((args?.object as { from?: unknown }).from, args?.value) ?? serverPayroll.toInvalid,
    },
  });
}
