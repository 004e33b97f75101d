import type { AbsenceKind, AbsenceRequestFields } from './absence.js';
import type { WorkPattern } from './employment.js';
import type { InvitationStatus, Plan, VacationStatus } from './enums.js';

/**
 * Dates travel as ISO text: `YYYY-MM-DD` for days, full ISO-8601 for instants.
 * @format date
 */
export type IsoDate = string;
/** @format date-time */
export type IsoDateTime = string;

export interface Organization {
  id: string;
  name: string;
  orgnr: string | null;
  plan: Plan;
}

/** A joined organisation as listed by GET /api/Organizations/joined. */
export interface JoinedOrganization {
  id: string;
  name: string;
}

/**
 * One year of a member's vacation, in vacation days (weekdays that are not public holidays), computed
 * by @ferieplan/vacation-rules. totalDays is the entitlement: yearlyDays + seniorDays + transferredDays.
 */
export interface YearBalance {
  totalDays: number;
  /** Approved days in the year. */
  usedDays: number;
  /** Pending days in the year. */
  plannedDays: number;
  /** totalDays - usedDays - transferredOutDays: 'Gjenværende dager' (total minus used; negative when over-booked). */
  remainingDays: number;
  yearlyDays: number;
  /** 5 from the year the member turns 60 (ferieloven § 5 (2)), else 0. */
  seniorDays: number;
  /** Days transferred in from the previous year ('Overført fra {år}'). */
  transferredDays: number;
  /** Days transferred out of this year into the next. */
  transferredOutDays: number;
}

/** A person's membership in one organisation ("employee" in the spec). */
export interface Employee {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  teamId: string | null;
  organizationId: string;
  yearlyDays: number;
  /** Optional, set by an admin: gives the extra week from the year the member turns 60. */
  birthYear: number | null;
  /** 'Ansattnummer' in the payroll system (Lønnseksport, issue 27): optional, unique in the organisation. */
  employeeNumber: string | null;
  yearlyBalance: Record<string, YearBalance>;
  /** Issue 26 'Ansatt fra' as set by an admin; left out when not set (employed all along). */
  employedFrom?: IsoDate;
  /** 'Ansatt til'; left out while still employed. */
  employedUntil?: IsoDate;
  /** The member's work patterns by validFrom; left out when none (Monday–Friday). */
  workPatterns?: WorkPattern[];
}

/**
 * A request of any absence kind (issue 24). `kind` is always returned; halfDayStart, halfDayEnd, hours
 * and percentage only when set, so a spec client sees today's shape plus `kind`.
 */
export interface VacationRequest extends Omit<AbsenceRequestFields, 'kind'> {
  id: string;
  kind: AbsenceKind;
  organizationId: string;
  userId: string;
  /** Employee name and e-mail, included for admin lists. */
  userName: string | null;
  userEmail: string | null;
  startDate: IsoDate;
  endDate: IsoDate;
  description: string | null;
  status: VacationStatus;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime | null;
  approvedAt: IsoDateTime | null;
  /**
   * Issue 26: the part-time pattern the request is counted with (weekday mask, as WorkPattern.weekdays);
   * left out for Monday–Friday.
   */
  weekdays?: number;
}

export interface TeamMember {
  id: string;
  name: string;
  email: string;
}

export interface Team {
  id: string;
  name: string;
  organizationId: string;
  members: TeamMember[];
  /** 'Minst {n} på jobb' (Pro); null = no minimum. */
  minimumStaffing: number | null;
}

export interface Invitation {
  id: string;
  email: string;
  organizationName: string;
  organizationId: string;
  status: InvitationStatus;
  isAdmin: boolean;
  expiresAt: IsoDateTime;
  /**
   * Admin list only: the newest invitation e-mail's delivery. Pending: in the outbox (being sent or
   * retried); Failed: given up (send again); null: no mail was ever written (invited before e-mail existed).
   */
  mailStatus?: InvitationMailStatus | null;
}

export type InvitationMailStatus = 'Pending' | 'Sent' | 'Failed' | 'Cancelled';

/** Public lookup of a pending invitation by token (sign-up page, invitation mode). */
export interface InvitationLookup {
  id: string;
  email: string;
  organizationName: string;
}

/** One day of the staffing calendar: how many non-admin members have approved vacation. */
export interface StaffingDay {
  date: IsoDate;
  onVacation: number;
  /** Some team (the filtered one, or any) has fewer than its minimum at work: 'Underbemannet' (Pro). */
  understaffed: boolean;
  /** The teams below their minimum that day. */
  understaffedTeamIds: string[];
  /**
   * Issue 24: members away that day per kind (a person counts when their load of that kind that day is
   * >= 0.5); kinds with nobody away are left out, and the field when nobody is away. onVacation counts
   * each member away of any kind once (only Ferie: the spec's count).
   */
  byKind?: Partial<Record<AbsenceKind, number>>;
  /**
   * Issue 25 (GDPR art. 9): members away with a kind the viewer may not see (a colleague's sick
   * absence), shown as 'Fravær' with no kind; left out when none. The person and admins get the kind.
   */
  absentWithoutKind?: number;
  /**
   * Issue 26: members whose work pattern has this weekday off and who are not away either (not at work,
   * not on vacation); left out when none. At work = total - onVacation - offDuty.
   */
  offDuty?: number;
}

export interface StaffingMonth {
  year: number;
  month: number;
  teamId: string | null;
  /** Non-admin members counted (in the team when filtered). */
  total: number;
  days: StaffingDay[];
}

export interface HealthStatus {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
}

/** GET /api/health/live: the process serves HTTP. */
export interface LiveStatus {
  status: 'ok';
}

/** GET /api/health/ready: 503 with 'draining' or 'degraded' when this replica should get no traffic. */
export interface ReadyStatus {
  status: 'ready' | 'draining' | 'degraded';
  database?: 'up' | 'down';
}

export interface CheckoutSession {
  url: string;
}

/** The one JSON shape of every error response. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
  /** Machine-readable facts about the refusal, e.g. the understaffed days of an approval. */
  details?: Record<string, unknown>;
}

/** A member's e-mail notification setting in one organisation (GET/PUT /api/Notifications/organization/{id}). */
export interface NotificationSetting {
  /** The member gets notification e-mails from this organisation. */
  enabled: boolean;
  /** Notifications are part of Pro: false on Starter (nothing is sent there). */
  available: boolean;
}
