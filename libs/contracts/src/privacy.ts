import type { AbsenceKind } from './absence.js';
import type { AuditKind } from './audit.js';
import type { WorkPattern } from './employment.js';
import type { IsoDate, IsoDateTime } from './entities.js';

/**
 * GET /api/Users/me/export: everything Ferieplan keeps about the signed-in person (issue 17, the right
 * of access). Other people appear only as ids, never by name or e-mail address.
 */
export interface AccountExport {
  exportedAt: IsoDateTime;
  profile: { uid: string; email: string | null; name: string | null };
  memberships: Array<{
    id: string;
    organizationId: string;
    organizationName: string;
    organizationOrgnr: string | null;
    name: string;
    email: string;
    isAdmin: boolean;
    teamName: string | null;
    yearlyDays: number;
    birthYear: number | null;
    createdAt: IsoDateTime;
    /** Issue 24: the member's own normal day in hours (null: the organisation's). */
    normalDayHours?: number | null;
    /** Issue 26: 'Ansatt fra', 'Ansatt til' (null: not set) and the work patterns. */
    employedFrom?: IsoDate | null;
    employedUntil?: IsoDate | null;
    workPatterns?: WorkPattern[];
    /** Issue 27: 'Ansattnummer' in the payroll system (null: none). */
    employeeNumber?: string | null;
  }>;
  vacationRequests: Array<{
    id: string;
    organizationId: string;
    startDate: IsoDate;
    endDate: IsoDate;
    description: string | null;
    status: string;
    createdAt: IsoDateTime;
    updatedAt: IsoDateTime | null;
    approvedAt: IsoDateTime | null;
    /** Issue 24: the kind and its weights (null when unset). */
    kind?: AbsenceKind;
    halfDayStart?: boolean | null;
    halfDayEnd?: boolean | null;
    hours?: number | null;
    percentage?: number | null;
  }>;
  /** Issue 24: the person's hour bank entries (credits, corrections, drawn Avspasering). */
  hourBankEntries?: Array<{
    id: string;
    organizationId: string;
    hours: number;
    date: IsoDate;
    note: string | null;
    requestId: string | null;
    createdAt: IsoDateTime;
  }>;
  vacationTransfers: Array<{
    organizationId: string;
    fromYear: number;
    days: number;
    createdAt: IsoDateTime;
  }>;
  calendarFeeds: Array<{ id: string; organizationId: string; scope: string; createdAt: IsoDateTime }>;
  invitations: Array<{
    id: string;
    organizationId: string;
    organizationName: string;
    email: string;
    isAdmin: boolean;
    status: string;
    expiresAt: IsoDateTime;
    createdAt: IsoDateTime;
  }>;
  /** Audit entries where the person acted or was concerned; `role` says which (both: 'actor'). */
  auditEntries: Array<{
    id: string;
    organizationId: string;
    occurredAt: IsoDateTime;
    kind: AuditKind;
    role: 'actor' | 'subject';
    details: Record<string, unknown>;
  }>;
}

/** DELETE /api/Users/me: the typed confirmation word. */
export interface DeleteAccountBody {
  confirmation: string;
}

/** DELETE /api/Organizations/{id}: the organisation's name, typed. */
export interface DeleteOrganizationBody {
  name: string;
}
