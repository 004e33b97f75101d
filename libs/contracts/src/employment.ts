import type { IsoDate } from './entities.js';

// Issue 26: employment dates ('Ansatt fra', 'Ansatt til') and part-time work patterns.

/** A work pattern from a day on: the working weekdays as a mask (bit 0 = Monday ... bit 6 = Sunday; 7 = Mon–Wed). */
export interface WorkPattern {
  validFrom: IsoDate;
  weekdays: number;
}

/** PUT /api/Employment/member/{id} (admins): every field optional; null clears a date. */
export interface UpdateEmploymentBody {
  /** 'Ansatt fra'; null: the membership date counts as the start. */
  employedFrom?: IsoDate | null;
  /** 'Ansatt til'; null: still employed. */
  employedUntil?: IsoDate | null;
  /** A new pattern from its validFrom on; requests starting on or after it are counted with it. */
  workPattern?: WorkPattern;
}

/** GET/PUT /api/Employment/organization/{organizationId}/settings. */
export interface EmploymentSettings {
  organizationId: string;
  /** 'Full ferie i tiltredelsesåret': a start after 30 September also gives the full year (ferieloven § 5 (1) gives one week). */
  fullFirstYearVacation: boolean;
}

export interface UpdateEmploymentSettingsBody {
  fullFirstYearVacation: boolean;
}

/** A member whose employment ends in the year: the final settlement's days (GET .../leavers?year=). */
export interface Leaver {
  userId: string;
  name: string;
  email: string;
  employedUntil: IsoDate;
  /** The last year's entitlement (yearly days in the person's days, 60+ week, transfers in). */
  totalDays: number;
  /** Approved Ferie days in the last year ('Tatt'). */
  takenDays: number;
  /** totalDays - takenDays - days transferred out ('Ikke tatt'; negative when more was taken). */
  notTakenDays: number;
}
