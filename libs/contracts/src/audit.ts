// The audit log (issue 13): every change an admin, a member or the system makes, append-only.
import type { AbsenceKind } from './absence.js';
import type { ApiKeyScope } from './api-keys.js';
import type { IsoDate, IsoDateTime } from './entities.js';

/** What happened. The part before the dot is the entry's category (the Logg view's "kind" filter). */
export const AuditKind = {
  OrganizationCreated: 'organization.created',
  OrganizationRenamed: 'organization.renamed',
  AbsenceKindsChanged: 'organization.absence_kinds_changed',
  PlanChanged: 'plan.changed',
  RequestSubmitted: 'request.submitted',
  RequestApproved: 'request.approved',
  RequestRejected: 'request.rejected',
  RequestWithdrawn: 'request.withdrawn',
  EmployeeUpdated: 'employee.updated',
  EmployeeRemoved: 'employee.removed',
  AdminGranted: 'admin.granted',
  AdminRevoked: 'admin.revoked',
  TeamCreated: 'team.created',
  TeamRenamed: 'team.renamed',
  TeamDeleted: 'team.deleted',
  TeamMemberAdded: 'team.member_added',
  TeamMemberRemoved: 'team.member_removed',
  InvitationSent: 'invitation.sent',
  InvitationResent: 'invitation.resent',
  InvitationCancelled: 'invitation.cancelled',
  InvitationAccepted: 'invitation.accepted',
  DaysTransferred: 'transfer.set',
  HourBankEntryAdded: 'hourbank.entry_added',
  /** Issue 25: an admin read a person's sick records (the 'Sykefravær' export or a list asked by kind). */
  SickRecordRead: 'sick.record_read',
  /** Issue 25: the retention job deleted sick records past their storage time. */
  SickRecordsExpired: 'sick.records_expired',
  /** Issue 25, syk i ferien (ferieloven § 9): a person asked for ferie days back; an admin decided. */
  SickVacationReturnRequested: 'sick.vacation_return_requested',
  SickVacationReturned: 'sick.vacation_returned',
  SickVacationReturnRejected: 'sick.vacation_return_rejected',
  PayCodesChanged: 'payroll.pay_codes_changed',
  PayrollPeriodMarked: 'payroll.period_marked',
  PayrollPeriodReopened: 'payroll.period_reopened',
  ApiKeyCreated: 'apikey.created',
  ApiKeyRevoked: 'apikey.revoked',
  /** Issue 26: an e-mail domain claimed, proven by DNS, 'join by domain' switched, claim removed, a person joined. */
  DomainClaimed: 'domain.claimed',
  DomainVerified: 'domain.verified',
  DomainJoinChanged: 'domain.join_changed',
  DomainRemoved: 'domain.removed',
  DomainMemberJoined: 'domain.member_joined',
} as const;
export type AuditKind = (typeof AuditKind)[keyof typeof AuditKind];

export const AUDIT_CATEGORIES = [
  'request',
  'employee',
  'admin',
  'team',
  'invitation',
  'organization',
  'plan',
  'transfer',
  'hourbank',
  'sick',
  'payroll',
  'apikey',
  'domain',
] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

export const auditCategoryOf = (kind: AuditKind): AuditCategory => kind.split('.')[0] as AuditCategory;

/** A vacation request's days, as the entries about it remember them. */
export interface AuditRequestDetails {
  startDate: IsoDate;
  endDate: IsoDate;
  /** Days the request costs (weekdays that are not public holidays; halves, hours and percentages weighed). */
  days: number;
  /** The absence kind (issue 24); absent in entries written before it: Ferie. */
  kind?: AbsenceKind;
  /** Issue 29: a decision made with a button in Slack (absent: in Ferieplan or through the API). */
  via?: 'Slack';
}

/** Syk i ferien: the ferie days claimed back (a sykmelding's days inside an approved ferie). */
export interface AuditVacationReturnDetails {
  startDate: IsoDate;
  endDate: IsoDate;
  days: number;
}

/** One changed field of an employee; names are personal data and travel in the entry's people instead. */
export type AuditEmployeeChange =
  | { field: 'name' }
  | { field: 'yearlyDays'; before: number; after: number }
  | { field: 'birthYear'; before: number | null; after: number | null }
  // Issue 26: 'Ansatt fra'/'Ansatt til' and a work pattern (weekday mask) from a day.
  | { field: 'employedFrom' | 'employedUntil'; before: IsoDate | null; after: IsoDate | null }
  | { field: 'workPattern'; validFrom: IsoDate; weekdays: number }
  | { field: 'employeeNumber'; before: string | null; after: string | null };

/** One absence kind whose settings (Innstillinger) an admin changed, before and after. */
export interface AuditAbsenceKindChange {
  kind: AbsenceKind;
  before: { enabled: boolean; needsApproval: boolean };
  after: { enabled: boolean; needsApproval: boolean };
}

/** The facts of each kind of entry (never a name or an e-mail address: those are in actor/subject). */
export interface AuditDetailsByKind {
  'organization.created': { name: string };
  'organization.renamed': { before: string; after: string };
  'organization.absence_kinds_changed': { changes: AuditAbsenceKindChange[] };
  'plan.changed': { before: string; after: string; eventType: string };
  'request.submitted': AuditRequestDetails;
  'request.approved': AuditRequestDetails;
  'request.rejected': AuditRequestDetails;
  'request.withdrawn': AuditRequestDetails;
  'employee.updated': { changes: AuditEmployeeChange[] };
  'employee.removed': Record<string, never>;
  'admin.granted': Record<string, never>;
  'admin.revoked': Record<string, never>;
  'team.created': { teamName: string };
  'team.renamed': { before: string; after: string };
  'team.deleted': { teamName: string; memberCount: number };
  'team.member_added': { teamName: string; previousTeamName: string | null };
  'team.member_removed': { teamName: string };
  'invitation.sent': { isAdmin: boolean; expiresAt: IsoDateTime };
  'invitation.resent': { expiresAt: IsoDateTime };
  'invitation.cancelled': Record<string, never>;
  'invitation.accepted': { isAdmin: boolean };
  'transfer.set': { fromYear: number; toYear: number; days: number; previousDays: number };
  /** An admin credited (hours > 0) or corrected (hours < 0) a member's hour bank; the note stays out. */
  'hourbank.entry_added': { hours: number; date: IsoDate; balanceHours: number };
  /** How many of the person's sick records the admin saw, and where (never the kinds or dates). */
  'sick.record_read': { count: number; via: 'export' | 'list'; year: number | null };
  /** Records whose storage time ended before `deletedBefore` (their last day's year + the period). */
  'sick.records_expired': { count: number; deletedBefore: IsoDate };
  /** Syk i ferien: the ferie days a sykmelding covered and how many come back (no other health detail). */
  'sick.vacation_return_requested': AuditVacationReturnDetails;
  'sick.vacation_returned': AuditVacationReturnDetails;
  'sick.vacation_return_rejected': AuditVacationReturnDetails;
  /** Lønnseksport: the kinds whose pay code changed (null = none). */
  'payroll.pay_codes_changed': {
    changes: { kind: AbsenceKind; before: string | null; after: string | null }[];
  };
  'payroll.period_marked': { from: IsoDate; to: IsoDate };
  'payroll.period_reopened': { from: IsoDate; to: IsoDate };
  /** An admin made an organisation API key (issue 27); never the key or its hash. */
  'apikey.created': { name: string; scope: ApiKeyScope };
  'apikey.revoked': { name: string };
  'domain.claimed': { domain: string };
  'domain.verified': { domain: string };
  'domain.join_changed': { domain: string; joinEnabled: boolean };
  'domain.removed': { domain: string };
  'domain.member_joined': { domain: string };
}

/** Someone an entry names, as they were at the time. */
export interface AuditPerson {
  /** Their membership (Employee.id) at the time; null for an invitee without an account. */
  userId: string | null;
  name: string | null;
  email: string | null;
  /** The person's account was deleted: name and e-mail are gone, the entry stays. */
  pseudonymised: boolean;
}

export interface AuditEntry {
  id: string;
  organizationId: string;
  occurredAt: IsoDateTime;
  kind: AuditKind;
  category: AuditCategory;
  /** Who made the change; null = the system (a payment event). */
  actor: AuditPerson | null;
  /** Whom it concerns, if anyone (the employee, the invitee). */
  subject: AuditPerson | null;
  /** The request, team or invitation it is about. */
  targetId: string | null;
  details: Record<string, unknown>;
  /** Norwegian, e.g. 'Kari Nordmann godkjente ferie for Ola Hansen 1.–5. juli 2027'. */
  description: string;
}

/** GET /api/Audit/organization/{organizationId}?person=&category=&cursor=&limit= (admins, newest first). */
export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as ?cursor= for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** GET /api/Audit/organization/{organizationId}/people: everyone the log names, for the person filter. */
export interface AuditPersonOption {
  userId: string;
  name: string;
}
