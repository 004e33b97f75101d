// Issue 24's screens (beyond the spec): the employee's form, list, calendar and hour-bank card, the
// admin's Fraværstyper card, hour bank screen and kind filter, and the staffing calendar's kinds.
// The kind names, labels and field messages themselves are in absence.ts (shared with the API).
import { absenceKindName, absenceLabels, formatDays, formatDecimal, formatHours } from './absence.js';
import { words } from './words.js';

const notCounted = '(helg og helligdager telles ikke)';

/** The employee's request form, own list and year calendar. */
export const absenceEmployee = {
  /** The preview under the dates: Ferie as the spec's form words it, with a decimal comma for halves. */
  previewFerie: (days: number) =>
    `${formatDecimal(days)} ${days === 1 ? 'feriedag' : 'feriedager'} ${notCounted}`,
  previewDays: (days: number) => `${formatDays(days)} ${notCounted}`,
  previewHours: (hours: number, days: number) => `${formatHours(hours)} (${formatDays(days)}) ${notCounted}`,
  hoursHint: 'Tomt felt: hele arbeidsdager.',
  percentageHint: 'Andel av hver arbeidsdag; 100 % er hele dagen.',
  descriptionRequiredPlaceholder: 'Kort beskrivelse av fraværet (påkrevd)',
  descriptionOptionalPlaceholder: 'Valgfri beskrivelse av fraværet...',
  submit: 'Send forespørsel',
  submitted: 'Forespørselen er sendt!',
  /** The own list's title of a request without a description that is not Ferie. */
  fallbackTitle: (kind: string, id: string) => `${absenceKindName(kind)} ${id.slice(0, 8)}`,
  /** The own list's line under the dates: what the request weighs. */
  percentage: absenceLabels.percentageOfDay,
  halfDayStart: 'halv første dag',
  halfDayEnd: 'halv siste dag',
  halfDay: 'halv dag',
  hoursPerDay: (hours: number) => `${formatHours(hours)} per dag`,
  /** The year calendar: the kind of a day's request when it is not Ferie ('Avspasering, venter'). */
  calendarKind: (kind: string, status: string) => `${absenceKindName(kind)}: ${status}`,
  legendOtherKind: 'Annet fravær enn ferie',
  /** The hour bank's card beside the ferie cards. */
  hourBankUnit: (hours: number) => (hours === 1 ? 'time' : 'timer'),
  hourBankAsDays: (hours: number, normalDayHours: number) =>
    `${formatDays(hours / normalDayHours)} à ${formatHours(normalDayHours)}`,
  hourBankPlanned: (hours: number) => `${formatHours(hours)} venter på godkjenning`,
} as const;

/** The admin's Fraværstyper card (Innstillinger), the requests tab's kind filter and the hour bank screen. */
export const absenceAdmin = {
  settingsHint:
    'Velg hvilke fraværstyper de ansatte kan søke om, og om de må godkjennes av en administrator.',
  kindColumn: absenceLabels.kind,
  enabledFor: (kind: string) => `${absenceLabels.enabled}: ${absenceKindName(kind)}`,
  needsApprovalFor: (kind: string) => `${absenceLabels.needsApproval}: ${absenceKindName(kind)}`,
  upgradeTitle: 'Flere fraværstyper er en del av Pro',
  upgradeText: 'Med Pro registrerer organisasjonen alt fravær på ett sted, med timebank for avspasering:',
  /** Leads to the plan card (Innstillinger), where 'Oppgrader til Pro' starts the upgrade. */
  upgradeButton: 'Se Pro-planen',
  /** The requests tab: the kind beside each request, and the filter. */
  kindFilter: absenceLabels.kind,
  allKinds: absenceLabels.allKinds,
} as const;

/** A request's fields as the amount's words need them (VacationRequest fits). */
interface AmountFields {
  startDate: string;
  endDate: string;
  halfDayStart?: boolean;
  halfDayEnd?: boolean;
  hours?: number;
  percentage?: number;
}

/**
 * What a request weighs, in parts: '4,5 dager' or '15 timer' (absenceAmount of the rules), then how it
 * is taken ('3 timer per dag', '60 %', 'halv første dag').
 */
export function absenceAmountParts(request: AmountFields, amount: { days: number; hours: number | null }) {
  const oneDay = request.startDate === request.endDate;
  return [
    amount.hours === null ? formatDays(amount.days) : formatHours(amount.hours),
    request.hours !== undefined && !oneDay && absenceEmployee.hoursPerDay(request.hours),
    request.percentage !== undefined && absenceEmployee.percentage(request.percentage),
    request.halfDayStart && (oneDay ? absenceEmployee.halfDay : absenceEmployee.halfDayStart),
    request.halfDayEnd && !oneDay && absenceEmployee.halfDayEnd,
  ].filter((part): part is string => typeof part === 'string');
}

/** The admin's 'Timebank' (a sub-tab of Ansatte): every member's hours, credits, corrections, normal days. */
export const hourBankAdmin = {
  intro:
    'Registrer opptjent avspasering eller korriger timer. Godkjent avspasering trekkes automatisk, og timebanken kan aldri bli negativ.',
  columnName: words.name,
  columnNormalDay: 'Normal arbeidsdag',
  columnActions: words.actions,
  entryType: 'Type',
  entryTypeHint: 'Korrigering trekker timene fra.',
  creditFor: (name: string) => `Registrer timer for ${name}`,
  normalDayFor: (name: string) => `Endre normal arbeidsdag for ${name}`,
  changeNormalDay: 'Endre normal arbeidsdag',
  memberNormalDay: 'Egen normal arbeidsdag (timer)',
  memberNormalDayHint: (organizationHours: string) =>
    `Tomt felt: organisasjonens normale arbeidsdag (${organizationHours}).`,
  organizationsOwn: 'organisasjonens',
  noMembers: 'Ingen ansatte å vise.',
  upgradeFeatures: [
    'Timebank for avspasering: opptjente timer, korrigeringer og saldo per ansatt',
    'Velferdspermisjon, permisjon uten lønn, foreldrepermisjon og annet fravær',
    'Halve dager, timer og gradert permisjon i samme kalender',
  ],
} as const;

/** The staffing calendar's other kinds: 'Fravær' below Helligdag > Helg > Ferie, a count per kind. */
export const staffingAbsence = {
  absence: absenceLabels.absence,
  onAbsence: (n: number, total: number) => `${n} av ${total} har fravær`,
  /** One kind's count in a cell, for screen readers ('1 Avspasering'). */
  kindCount: (n: number, kind: string) => `${n} ${absenceKindName(kind)}`,
} as const;
