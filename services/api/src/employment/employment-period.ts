import { serverEmployment } from '@ferieplan/texts';
import { employmentOf, employmentProblem, type Period } from '@ferieplan/vacation-rules';
import { invalidInput } from '../common/domain-error.js';
import type { Membership } from '../users/membership.js';

/** 400 with a Norwegian message when the absence lies (partly) outside the member's employment. */
export function refuseOutsideEmployment(
  member: Pick<Membership, 'employedFrom' | 'employedUntil'>,
  period: Period,
): void {
  const problem = employmentProblem(employmentOf(member), period);
  if (problem === 'beforeStart') {
    const message = serverEmployment.absenceBeforeStart(member.employedFrom!);
    throw invalidInput(message, { startDate: [message] });
  }
  if (problem === 'afterEnd') {
    const message = serverEmployment.absenceAfterEnd(member.employedUntil!);
    throw invalidInput(message, { endDate: [message] });
  }
}
