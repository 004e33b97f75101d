import { ABSENCE_KINDS, AbsenceKind } from '@ferieplan/contracts';

// THE table of absence kinds: how each is counted and what it allows. API validation, the request
// form's kind selector, the settings screen and the staffing legend all read it; nothing else decides.

/** How a kind is measured: working days, hours (from the hour bank), or calendar days (sick kinds). */
export type AbsenceUnit = 'days' | 'hours' | 'calendarDays';

export interface AbsenceKindRules {
  unit: AbsenceUnit;
  /** The first and/or last day may be a half day ('Halv dag'). */
  allowsHalfDays: boolean;
  /** `hours` (per counted day) may be given. */
  allowsHours: boolean;
  /** `percentage` (1-100 of each counted day) may be given. */
  allowsPercentage: boolean;
  /** A short description is required ('Annet fravær'). */
  needsDescription: boolean;
  /** Only on the Pro plan (Starter sees the upgrade notice). */
  proOnly: boolean;
  /** A sick-leave kind (issue 25): health data, never logged, shown as 'Fravær' to anyone but the person and admins. */
  sick: boolean;
  /** The organisation cannot switch approval off (Ferie, as the spec has it). */
  alwaysNeedsApproval: boolean;
  /** The organisation cannot switch the kind off (Ferie). */
  alwaysEnabled: boolean;
  /** Registered, never waiting for approval (Egenmelding, Sykmelding, Sykt barn). */
  neverNeedsApproval: boolean;
  /** Registered on its own screen ('Sykefravær'), not in the request form (Egenmelding, Sykmelding). */
  ownScreen: boolean;
  /** Approved requests draw their hours from the person's hour bank (Avspasering). */
  drawsHourBank: boolean;
  /** Counted in the ferie balance ('Gjenværende dager'): Ferie only. */
  countsAsVacation: boolean;
}

const base: AbsenceKindRules = {
  unit: 'days',
  allowsHalfDays: false,
  allowsHours: false,
  allowsPercentage: false,
  needsDescription: false,
  proOnly: true,
  sick: false,
  alwaysNeedsApproval: false,
  alwaysEnabled: false,
  neverNeedsApproval: false,
  ownScreen: false,
  drawsHourBank: false,
  countsAsVacation: false,
};

/** The sick kinds issue 25 builds: always on, no approval, counted in calendar days, on every plan. */
const registeredSick = {
  unit: 'calendarDays',
  proOnly: false,
  sick: true,
  alwaysEnabled: true,
  neverNeedsApproval: true,
  ownScreen: true,
} as const;

export const ABSENCE_KIND_RULES: Readonly<Record<AbsenceKind, AbsenceKindRules>> = {
  Ferie: {
    ...base,
    allowsHalfDays: true,
    proOnly: false,
    alwaysNeedsApproval: true,
    alwaysEnabled: true,
    countsAsVacation: true,
  },
  Avspasering: { ...base, unit: 'hours', allowsHours: true, drawsHourBank: true },
  Velferdspermisjon: { ...base, allowsHalfDays: true, allowsHours: true },
  PermisjonUtenLonn: { ...base, allowsPercentage: true },
  Foreldrepermisjon: { ...base, allowsPercentage: true },
  Annet: { ...base, needsDescription: true },
  // Issue 25: every organisation uses them (the law's duties), registered without approval.
  Egenmelding: { ...base, ...registeredSick },
  Sykmelding: { ...base, ...registeredSick, allowsPercentage: true },
  // Omsorgsdager (folketrygdloven §§ 9-5, 9-6): a right, so registered without approval (sick-child.ts);
  // the organisation turns it on, and the person registers it in the request form.
  SyktBarn: { ...base, proOnly: false, sick: true, neverNeedsApproval: true },
};

/** The kinds offered and accepted: every kind, now that issue 25 has built the sick ones. */
export const OFFERED_ABSENCE_KINDS: readonly AbsenceKind[] = ABSENCE_KINDS;

export const isAbsenceKind = (value: unknown): value is AbsenceKind =>
  typeof value === 'string' && (ABSENCE_KINDS as readonly string[]).includes(value);

export const isOfferedAbsenceKind = (value: unknown): value is AbsenceKind =>
  isAbsenceKind(value) && OFFERED_ABSENCE_KINDS.includes(value);

/** The default of every request without a kind (a spec client's request). */
export const DEFAULT_ABSENCE_KIND: AbsenceKind = AbsenceKind.Ferie;

/** The organisation's normal working day in hours when nothing else is set (7,5 t). */
export const DEFAULT_NORMAL_DAY_HOURS = 7.5;

/**
 * An offered kind that is chosen in the request form and the Fraværstyper card: every kind but
 * Egenmelding and Sykmelding, which have their own screen (issue 25).
 */
export const isPlannedAbsenceKind = (value: unknown): value is AbsenceKind =>
  isOfferedAbsenceKind(value) && !ABSENCE_KIND_RULES[value].ownScreen;
