// The rules a new vacation request must pass (spec section 5; brokenRequestRule in
// @ferieplan/vacation-rules): one text per rule, shown by the employee's request form and sent by the
// API alike. The spec's strings verbatim.
import { common } from './common.js';

export const vacationRequestRules = {
  startRequired: common.requiredField('Fra dato'),
  endRequired: common.requiredField('Til dato'),
  notInYear: 'Start- og sluttdato må være i valgt år',
  invalidDate: common.invalidDateRange,
  endBeforeStart: 'Sluttdato kan ikke være før startdato',
  yearOutOfRange: (first: number, last: number) => `Ferien må være i årene ${first}–${last}.`,
} as const;

/** The message of a broken rule; `years` are the years a request may lie in (yearOutOfRange names them). */
export function requestRuleMessage(
  rule: keyof typeof vacationRequestRules,
  years: readonly number[] = [],
): string {
  return rule === 'yearOutOfRange'
    ? vacationRequestRules.yearOutOfRange(years[0], years[years.length - 1])
    : vacationRequestRules[rule];
}
