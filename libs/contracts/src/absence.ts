// Issue 24: every kind of absence (design: /work/brief/absence-design.md). Ferie is the spec's vacation;
// the other kinds are additions. The rules of each kind live in @ferieplan/vacation-rules (absence-kinds.ts).
import type { IsoDate, IsoDateTime } from './entities.js';

/** The wire value of every kind. The sick kinds are declared for issue 25 and refused (400) until then. */
export const AbsenceKind = {
  Ferie: 'Ferie',
  Avspasering: 'Avspasering',
  Velferdspermisjon: 'Velferdspermisjon',
  PermisjonUtenLonn: 'PermisjonUtenLonn',
  Foreldrepermisjon: 'Foreldrepermisjon',
  Annet: 'Annet',
  Egenmelding: 'Egenmelding',
  Sykmelding: 'Sykmelding',
  SyktBarn: 'SyktBarn',
} as const;
export type AbsenceKind = (typeof AbsenceKind)[keyof typeof AbsenceKind];

/** Every kind in display order (Ferie first). */
export const ABSENCE_KINDS: readonly AbsenceKind[] = Object.values(AbsenceKind);

/** The optional fields of a request beyond the spec's; omitted from JSON when unset. */
export interface AbsenceRequestFields {
  /** Default 'Ferie' (a spec client sends no kind and gets today's behaviour). */
  kind?: AbsenceKind;
  /** The first day is a half day ('Halv dag'; Ferie and Velferdspermisjon). */
  halfDayStart?: boolean;
  /** The last day is a half day (on a one-day request the same day as halfDayStart). */
  halfDayEnd?: boolean;
  /**
   * Hours away on EACH counted day of the period (Avspasering, Velferdspermisjon), > 0 and <= 24.
   * Avspasering without hours takes whole days (the person's normal day each).
   */
  hours?: number;
  /** Whole percent 1-100 of each counted day (PermisjonUtenLonn, Foreldrepermisjon); default 100. */
  percentage?: number;
}

/** GET /api/AbsenceKinds/organization/{organizationId}: one row per kind the product offers now. */
export interface AbsenceKindSetting {
  kind: AbsenceKind;
  /** The organisation uses the kind (Ferie: always true). Members may only request enabled kinds. */
  enabled: boolean;
  /** Requests wait for an admin's decision; false = approved at once (Ferie: always true). */
  needsApproval: boolean;
  /** False when the kind is Pro-only and the organisation is on Starter (show the upgrade notice). */
  available: boolean;
}

export interface AbsenceKindSettings {
  organizationId: string;
  kinds: AbsenceKindSetting[];
}

/** PUT /api/AbsenceKinds/organization/{organizationId} (admins); kinds left out keep their setting. */
export interface UpdateAbsenceKindSettingsBody {
  kinds: { kind: AbsenceKind; enabled: boolean; needsApproval: boolean }[];
}

/** One movement of a person's hour bank: a credit or correction by an admin, or an approved Avspasering. */
export interface HourBankEntry {
  id: string;
  /** Positive: hours earned ('Opptjent avspasering'); negative: a correction or an approved Avspasering. */
  hours: number;
  date: IsoDate;
  note: string | null;
  /** The approved Avspasering request that drew the hours; null for an admin's entry. */
  requestId: string | null;
  /** Who wrote it (the admin's name); null for a drawn request or when the admin has left. */
  createdByName: string | null;
  createdAt: IsoDateTime;
}

/** GET /api/HourBank/organization/{organizationId}/me: the caller's own bank. */
export interface HourBank {
  organizationId: string;
  userId: string;
  /** Hours left (never below 0): the sum of the entries. */
  balanceHours: number;
  /** Hours of the caller's pending Avspasering requests (not yet drawn). */
  plannedHours: number;
  /** The person's normal working day in hours (their own, else the organisation's): hours / this = days. */
  normalDayHours: number;
  /** Newest first. */
  entries: HourBankEntry[];
}

/** One member in the admin overview. */
export interface HourBankMemberBalance {
  userId: string;
  name: string;
  email: string;
  balanceHours: number;
  plannedHours: number;
  normalDayHours: number;
  /** The member's own normal day, or null when the organisation's applies. */
  ownNormalDayHours: number | null;
}

/** GET /api/HourBank/organization/{organizationId} (admins). */
export interface HourBankOverview {
  organizationId: string;
  /** The organisation's normal day (default 7.5). */
  normalDayHours: number;
  members: HourBankMemberBalance[];
}

/** POST /api/HourBank/{userId} (admins; userId is the member's id, as Employee.id): a credit (hours > 0) or a correction (hours < 0, never below 0). */
export interface CreateHourBankEntryBody {
  hours: number;
  date: IsoDate;
  note: string;
}

/** PUT /api/HourBank/organization/{organizationId}/normal-day-hours (admins). */
export interface UpdateOrganizationNormalDayBody {
  normalDayHours: number;
}

/** PUT /api/HourBank/{userId}/normal-day-hours (admins); null = the organisation's normal day. */
export interface UpdateMemberNormalDayBody {
  normalDayHours: number | null;
}
