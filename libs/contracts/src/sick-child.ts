// Issue 25: Sykt barn (omsorgsdager, folketrygdloven §§ 9-5, 9-6). What the person declares about their
// children and how many days of the calendar year are left. The rule: @ferieplan/vacation-rules sick-child.ts.

/** PUT /api/SickChild/organization/{organizationId}/me: the caller's declaration (visible to admins). */
export interface UpdateSickChildDeclarationBody {
  /** Children up to and including the calendar year they turn 12 (0-20). */
  childrenUnder12: number;
  /** Alone in the daily care: the days are doubled. */
  soleCare: boolean;
}

/** GET /api/SickChild/organization/{organizationId}/me?year=: the caller's days of sykt barn in a year. */
export interface SickChildStatus {
  organizationId: string;
  userId: string;
  /** null: not declared yet (no days until the person says how many children). */
  childrenUnder12: number | null;
  soleCare: boolean;
  year: number;
  /** 10, 15, 20 or 30 (0 without children). */
  allowedDays: number;
  /** Working days of pending and approved Sykt barn in the year. */
  usedDays: number;
  leftDays: number;
}

/** One member in the admin's overview (GET /api/SickChild/organization/{organizationId}?year=). */
export interface SickChildMember {
  userId: string;
  name: string;
  childrenUnder12: number | null;
  soleCare: boolean;
  allowedDays: number;
  usedDays: number;
}

export interface SickChildOverview {
  organizationId: string;
  year: number;
  members: SickChildMember[];
}
