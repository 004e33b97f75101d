// Advanced holiday planning (issue 12): settings, transfers, hovedferie, minimum staffing, calendar feeds.
import type { IsoDate, IsoDateTime } from './entities.js';

/** GET/PUT /api/PlanningSettings/organization/{organizationId}. */
export interface PlanningSettings {
  organizationId: string;
  /** Most weekdays an admin may transfer from last year into this year (default 10 = 12 virkedager). */
  transferLimit: number;
  /** Recurring deadline for summer requests, 'MM-DD' (Pro); null = none. */
  summerRequestDeadline: string | null;
  /** Whether the organisation's plan includes advanced planning (Pro). */
  advancedPlanning: boolean;
}

export interface UpdatePlanningSettingsBody {
  transferLimit?: number;
  summerRequestDeadline?: string | null;
}

/** One member's row in the admin's transfer view (last year -> this year). */
export interface MemberTransfer {
  userId: string;
  name: string;
  email: string;
  /** Last year's days neither used, planned nor transferred. */
  unusedDays: number;
  /** min(unusedDays, limit). */
  transferableDays: number;
  /** Days transferred now (0 = none). */
  transferredDays: number;
}

/** GET /api/Transfers/organization/{organizationId}. */
export interface TransferOverview {
  fromYear: number;
  toYear: number;
  limit: number;
  members: MemberTransfer[];
}

/** PUT /api/Transfers/{userId}: sets the days transferred from last year (0 removes the transfer). */
export interface SetTransferBody {
  days: number;
}

/** One member in the summer overview. */
export interface SummerMember {
  userId: string;
  name: string;
  email: string;
  teamId: string | null;
  approvedDays: number;
  pendingDays: number;
  plannedDays: number;
  /** plannedDays reach the 15 weekdays of hovedferie. */
  reached: boolean;
  /** Sent a summer request on or before the deadline; null when there is no deadline. */
  appliedByDeadline: boolean | null;
}

/** GET /api/Planning/organization/{organizationId}/summer?year=YYYY (admins, Pro). */
export interface SummerOverview {
  year: number;
  requiredDays: number;
  window: { from: IsoDate; to: IsoDate };
  /** This year's deadline date, or null. */
  deadline: IsoDate | null;
  /** Members below 15 first. */
  members: SummerMember[];
}

/**
 * GET /api/Planning/organization/{organizationId}/staffing-warnings?startDate&endDate (members, Pro):
 * the caller's team is already at its minimum on these days; no names.
 */
export interface StaffingWarning {
  minimum: number | null;
  days: IsoDate[];
}

/** PUT /api/Teams/{id}/minimum-staffing (admins, Pro). */
export interface SetMinimumStaffingBody {
  minimumStaffing: number | null;
}

/** `details` of the 409 an approval gets when it would take a team below its minimum. */
export interface UnderstaffedDetails {
  reason: 'understaffed';
  teamId: string;
  teamName: string;
  minimum: number;
  days: IsoDate[];
}

export type CalendarFeedScope = 'member' | 'organization' | 'team';

/** A secret calendar URL of the caller. The URL is shown once, when it is made. */
export interface CalendarFeed {
  id: string;
  organizationId: string;
  scope: CalendarFeedScope;
  teamId: string | null;
  createdAt: IsoDateTime;
  /** Only in the answer that creates (or regenerates) the feed: the token is stored hashed. */
  url?: string;
}

/** POST /api/CalendarFeeds: makes the feed, or replaces its URL (the old one stops at once). */
export interface CreateCalendarFeedBody {
  organizationId: string;
  scope: CalendarFeedScope;
  teamId?: string | null;
}
