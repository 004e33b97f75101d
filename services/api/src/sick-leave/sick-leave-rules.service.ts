import { Injectable } from '@nestjs/common';
import type { AbsenceKind } from '@ferieplan/contracts';
import { egenmeldingRefused, sickLeaveErrors } from '@ferieplan/texts';
import {
  ABSENCE_KIND_RULES,
  brokenEgenmeldingRule,
  egenmeldingAllowedFrom,
  type EgenmeldingProblem,
  type EgenmeldingLimits,
  type Period,
} from '@ferieplan/vacation-rules';
import { invalidInput } from '../common/domain-error.js';
import type { Transaction } from '../database/sql.js';
import { limitsOf } from './sick-leave-settings.js';
import { SickLeaveRepository } from './sick-leave.repository.js';

/**
 * The sick kinds' rules at registration, inside the caller's transaction. The caller has locked the
 * member's row (lockMembership), so two egenmeldinger of one person racing for the last occurrence are
 * judged one after the other: the second sees the first.
 */
@Injectable()
export class SickLeaveRules {
  constructor(private readonly repository: SickLeaveRepository) {}

  async check(
    registration: Period & { kind: AbsenceKind; description?: string | null },
    membershipId: string,
    organizationId: string,
    tx: Transaction,
  ): Promise<void> {
    if (!ABSENCE_KIND_RULES[registration.kind].sick) return;
    // No health data beyond the kind and the dates: a sick absence has no description.
    if (registration.description?.trim())
      throw invalidInput(sickLeaveErrors.noDescription, { description: [sickLeaveErrors.noDescription] });
    if (registration.kind !== 'Egenmelding') return;
    const limits = limitsOf(await this.repository.settings(organizationId, tx));
    const employmentStart = await this.repository.employmentStart(membershipId, tx);
    const existing = await this.repository.egenmeldinger(membershipId, tx);
    const problem = brokenEgenmeldingRule(registration, existing, limits, employmentStart);
    if (problem) {
      const message = refusal(problem, limits, employmentStart);
      throw invalidInput(message, { kind: [message] });
    }
  }
}

function refusal(problem: EgenmeldingProblem, limits: EgenmeldingLimits, employmentStart: string): string {
  switch (problem) {
    case 'notEmployedLongEnough':
      return egenmeldingRefused.notEmployedLongEnough(egenmeldingAllowedFrom(employmentStart));
    case 'tooManyDays':
      return egenmeldingRefused.tooManyDays(limits.maxDaysPerOccurrence);
    case 'tooManyOccurrences':
      return egenmeldingRefused.tooManyOccurrences(limits.maxOccurrences!);
    case 'tooManyDaysIn12Months':
      return egenmeldingRefused.tooManyDaysIn12Months(limits.maxDaysIn12Months!);
  }
}
