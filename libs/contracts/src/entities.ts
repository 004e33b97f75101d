import type { InvitationStatus, Plan, VacationStatus } from './enums.js';

/** Dates travel as ISO text: `YYYY-MM-DD` for days, full ISO-8601 for instants. */
export type IsoDate = string;
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

export interface YearBalance {
  totalDays: number;
  usedDays: number;
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
  yearlyBalance: Record<string, YearBalance>;
}

export interface VacationRequest {
  id: string;
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
}

export interface Invitation {
  id: string;
  email: string;
  organizationName: string;
  organizationId: string;
  status: InvitationStatus;
  isAdmin: boolean;
  expiresAt: IsoDateTime;
}

/** Public lookup of a pending invitation by token (sign-up page, invitation mode). */
export interface InvitationLookup {
  email: string;
  organizationName: string;
}

/** One day of the staffing calendar: how many non-admin members have approved vacation. */
export interface StaffingDay {
  date: IsoDate;
  onVacation: number;
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

export interface CheckoutSession {
  url: string;
}

/** The one JSON shape of every error response. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
}
