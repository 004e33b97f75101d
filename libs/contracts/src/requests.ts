import type { AbsenceRequestFields } from './absence.js';
import type { IsoDate } from './entities.js';

export interface CreateOrganizationBody {
  name: string;
  orgnr?: string | null;
}
export interface UpdateOrganizationBody {
  name: string;
}
/** The spec's body plus the optional absence fields (only spec fields: a Ferie request as today). */
export interface CreateVacationRequestBody extends AbsenceRequestFields {
  organizationId: string;
  startDate: IsoDate;
  endDate: IsoDate;
  description?: string | null;
}
export interface UpdateVacationStatusBody {
  status: string;
  /** Approve even though the team falls below its minimum staffing on the days the 409 named. */
  confirmUnderstaffing?: boolean;
}
export interface UpdateEmployeeBody {
  name: string;
  email?: string;
  yearlyDays?: number;
  isAdmin?: boolean;
  /** null clears it. */
  birthYear?: number | null;
  /** 'Ansattnummer' (1-10 digits); null or '' clears it, left out keeps it. */
  employeeNumber?: string | null;
}
export interface CreateEmployeeBody {
  name: string;
  email: string;
  yearlyDays?: number;
  isAdmin?: boolean;
  organizationId: string;
}
export interface SetAdminBody {
  isAdmin: boolean;
}
export interface CreateUserInvitationBody {
  organizationId: string;
  email: string;
  isAdmin?: boolean;
}
export interface CreateInvitationBody {
  email: string;
  organizationId: string;
  /** For display only: the server always uses the stored organisation name. */
  organizationName?: string;
  token: string;
  isAdmin?: boolean;
}
export interface CreateTeamBody {
  name: string;
  organizationId: string;
}
export interface UpdateTeamBody {
  name: string;
}
export interface AddTeamMemberBody {
  userId: string;
}
export interface CreateCheckoutSessionBody {
  organizationId: string;
  planType: 'pro';
}
/** Query of GET /api/Staffing/organization/{organizationId}: month is 1-12; no teamId = all teams. */
export interface StaffingQuery {
  year: number;
  month: number;
  teamId?: string | null;
}

/** POST /api/UserInvitations/{id}/accept: the token from the invitation mail proves the mailbox (optional). */
export interface AcceptInvitationBody {
  token?: string;
}

/** PUT /api/Notifications/organization/{id}. */
export interface NotificationSettingBody {
  enabled: boolean;
}
