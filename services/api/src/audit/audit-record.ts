import type {
  AbsenceKind,
  AuditDetailsByKind,
  AuditEmployeeChange,
  AuditKind,
  AuditRequestDetails,
} from '@ferieplan/contracts';
import { absenceCost, type AbsenceLoadRequest } from '@ferieplan/vacation-rules';

/** The actor of a change nobody signed in made (a Stripe payment event). */
export const SYSTEM = 'system';

/**
 * One entry as a service records it. People are named by their membership id: the log snapshots their
 * Firebase uid, name and e-mail from the membership row inside the same transaction.
 */
export interface AuditRecord<K extends AuditKind = AuditKind> {
  organizationId: string;
  kind: K;
  /** The acting member (membership id), or SYSTEM. */
  actor: string;
  /** The member the change concerns (membership id). */
  subject?: string | null;
  /** Whom it concerns when they are not a member (an invitee): their e-mail address. */
  subjectEmail?: string | null;
  /** The subject's name before this change, when the change renamed them. */
  subjectPreviousName?: string | null;
  /** The request, team or invitation. */
  targetId?: string | null;
  details: AuditDetailsByKind[K];
}

/** A request as its entries describe it: dates, kind (default Ferie) and its weights. */
type AuditedRequest = AbsenceLoadRequest & { id: string; organizationId: string };

/** Dates, days (halves, hours and percentages weighed by the member's normal day) and kind of a request. */
const requestDetails = (request: AuditedRequest, normalDayHours: number): AuditRequestDetails => ({
  startDate: request.startDate,
  endDate: request.endDate,
  days: absenceCost(request, normalDayHours),
  kind: (request.kind ?? 'Ferie') as AbsenceKind,
});

interface EditableEmployee {
  name: string;
  yearlyDays: number;
  birthYear?: number | null;
  employeeNumber?: string | null;
}

/** What an edit changed, field by field (names only as 'name': they are personal data). */
export function employeeChanges(before: EditableEmployee, after: EditableEmployee): AuditEmployeeChange[] {
  const changes: AuditEmployeeChange[] = [];
  if (before.name !== after.name) changes.push({ field: 'name' });
  if (before.yearlyDays !== after.yearlyDays)
    changes.push({ field: 'yearlyDays', before: before.yearlyDays, after: after.yearlyDays });
  const [birthBefore, birthAfter] = [before.birthYear ?? null, after.birthYear ?? null];
  if (birthBefore !== birthAfter)
    changes.push({ field: 'birthYear', before: birthBefore, after: birthAfter });
  const [numberBefore, numberAfter] = [before.employeeNumber ?? null, after.employeeNumber ?? null];
  if (numberBefore !== numberAfter)
    changes.push({ field: 'employeeNumber', before: numberBefore, after: numberAfter });
  return changes;
}

type RequestKind = 'request.submitted' | 'request.approved' | 'request.rejected' | 'request.withdrawn';

/** The entry of something done to a vacation request: `actor` did it, `owner` (the subject) made the request. */
export const requestEntry = (
  kind: RequestKind,
  people: { actor: string; owner: string },
  request: AuditedRequest,
  normalDayHours = 7.5,
): AuditRecord<RequestKind> => ({
  organizationId: request.organizationId,
  kind,
  actor: people.actor,
  subject: people.owner,
  targetId: request.id,
  details: requestDetails(request, normalDayHours),
});
