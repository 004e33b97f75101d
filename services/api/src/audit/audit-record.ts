import type {
  AuditDetailsByKind,
  AuditEmployeeChange,
  AuditKind,
  AuditRequestDetails,
} from '@ferieplan/contracts';
import { absenceDays } from '@ferieplan/vacation-rules';

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

/** Dates and vacation days of a request, as its entries keep them. */
const requestDetails = (request: { startDate: string; endDate: string }): AuditRequestDetails => ({
  startDate: request.startDate,
  endDate: request.endDate,
  days: absenceDays(request),
});

interface EditableEmployee {
  name: string;
  yearlyDays: number;
  birthYear?: number | null;
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
  return changes;
}

type RequestKind = 'request.submitted' | 'request.approved' | 'request.rejected' | 'request.withdrawn';

/** The entry of something done to a vacation request: `actor` did it, `owner` (the subject) made the request. */
export const requestEntry = (
  kind: RequestKind,
  people: { actor: string; owner: string },
  request: { id: string; organizationId: string; startDate: string; endDate: string },
): AuditRecord<RequestKind> => ({
  organizationId: request.organizationId,
  kind,
  actor: people.actor,
  subject: people.owner,
  targetId: request.id,
  details: requestDetails(request),
});
