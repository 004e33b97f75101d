// Issue 24: every kind of absence. Kind names, the hour bank, half days, and the API's messages for the
// optional request fields (each names its field). Decimals in Norwegian: formatDecimal (12,5).
import { common } from './common.js';

/** The name of each kind as people read it (keys: the wire values of AbsenceKind). */
export const absenceKindNames = {
  Ferie: 'Ferie',
  Avspasering: 'Avspasering',
  Velferdspermisjon: 'Velferdspermisjon',
  PermisjonUtenLonn: 'Permisjon uten lønn',
  Foreldrepermisjon: 'Foreldrepermisjon',
  Annet: 'Annet fravær',
  Egenmelding: 'Egenmelding',
  Sykmelding: 'Sykmelding',
  SyktBarn: 'Sykt barn',
} as const;

/** The name of a kind, or the wire value itself for one this catalogue does not know. */
export const absenceKindName = (kind: string): string =>
  (absenceKindNames as Record<string, string>)[kind] ?? kind;

/** 12.5 -> '12,5'; whole numbers without decimals; at most `digits` decimals (default 2), no trailing zeros. */
export function formatDecimal(value: number, digits = 2): string {
  const rounded = Number(value.toFixed(digits));
  return String(Object.is(rounded, -0) ? 0 : rounded).replace('.', ',');
}

/** '1 dag', '12,5 dager'. */
export const formatDays = (days: number): string => `${formatDecimal(days)} ${days === 1 ? 'dag' : 'dager'}`;

/** '1 time', '15 timer', '3,75 timer'. */
export const formatHours = (hours: number): string =>
  `${formatDecimal(hours)} ${hours === 1 ? 'time' : 'timer'}`;

/** Labels of the request form, the lists and the settings (the screens use these; the API names fields with them). */
export const absenceLabels = {
  kind: 'Fraværstype',
  halfDay: 'Halv dag',
  halfDayStart: 'Halv dag første dag',
  halfDayEnd: 'Halv dag siste dag',
  hours: 'Timer',
  hoursPerDay: 'Timer per dag',
  percentage: 'Prosent',
  description: 'Beskrivelse',
  absence: 'Fravær',
  allKinds: 'Alle fraværstyper',
  enabled: 'I bruk',
  needsApproval: 'Krever godkjenning',
  settingsTitle: 'Fraværstyper',
  settingsSaved: 'Fraværstypene er lagret',
  settingsLoadFailed: 'Kunne ikke hente fraværstypene',
  settingsSaveFailed: 'Kunne ikke lagre fraværstypene',
  ferieAlways: 'Ferie er alltid i bruk og krever alltid godkjenning.',
  proOnly: 'Krever Pro',
  percentageOfDay: (percentage: number) => `${percentage} %`,
} as const;

/** The hour bank ('Timebank') of Avspasering. */
export const hourBankTexts = {
  title: 'Timebank',
  balance: 'Timer til avspasering',
  planned: 'Planlagt avspasering',
  earned: 'Opptjent avspasering',
  correction: 'Korrigering',
  drawn: 'Avspasering',
  date: 'Dato',
  note: 'Notat',
  hours: 'Timer',
  normalDayHours: 'Normal arbeidsdag (timer)',
  organizationDefault: 'Organisasjonens normale arbeidsdag',
  asDays: (hours: number, normalDayHours: number) =>
    `${formatHours(hours)} (${formatDays(hours / normalDayHours)})`,
  credit: 'Registrer timer',
  saved: 'Timene er registrert',
  loadFailed: 'Kunne ikke hente timebanken',
  saveFailed: 'Kunne ikke registrere timene',
  normalDaySaved: 'Normal arbeidsdag er lagret',
  normalDaySaveFailed: 'Kunne ikke lagre normal arbeidsdag',
  empty: 'Ingen timer er registrert ennå.',
  history: 'Historikk',
  /** '+15 timer', '−3,5 timer' (a real minus sign). */
  signedHours: (hours: number) => `${hours < 0 ? '−' : '+'}${formatHours(Math.abs(hours))}`,
} as const;

/** The API's 400 messages for a request's optional fields: each names the field (absenceLabels). */
export const absenceFieldErrors = {
  kindUnknown: `${absenceLabels.kind} er ugyldig.`,
  kindNotOffered: `${absenceLabels.kind} er ikke slått på for organisasjonen.`,
  hoursNotAllowed: `${absenceLabels.hours} kan bare oppgis for avspasering og velferdspermisjon.`,
  hoursOutOfRange: `${absenceLabels.hours} må være mer enn 0 og høyst 24 per dag.`,
  percentageNotAllowed: `${absenceLabels.percentage} kan bare oppgis for permisjon uten lønn, foreldrepermisjon og sykmelding.`,
  percentageOutOfRange: `${absenceLabels.percentage} må være et helt tall fra 1 til 100.`,
  halfDayNotAllowed: `${absenceLabels.halfDay} kan bare velges for ferie og velferdspermisjon.`,
  halfDayWithHours: `${absenceLabels.halfDay} kan ikke kombineres med timer.`,
  descriptionRequired: common.requiredField(absenceLabels.description),
} as const;

/** The API's other absence messages (settings, hour bank, overlap). */
export const absenceErrors = {
  /** A kind the organisation has not turned on (400, names the field). */
  kindNotEnabled: (kind: string) =>
    `${absenceLabels.kind} «${absenceKindName(kind)}» er ikke slått på for organisasjonen.`,
  ferieAlwaysOn: absenceLabels.ferieAlways,
  /** Two absences would together exceed one day (409). */
  overloaded: 'Fraværet overlapper annet fravær, og til sammen blir det mer enn én dag.',
  hourBankShort: (availableHours: number, neededHours: number) =>
    `Timebanken har ${formatHours(availableHours)}, men avspaseringen trenger ${formatHours(neededHours)}.`,
  hourBankNegative: (availableHours: number) =>
    `Timebanken kan ikke bli negativ: den har ${formatHours(availableHours)}.`,
  hoursRequired: common.requiredField(hourBankTexts.hours),
  hoursInvalid: `${hourBankTexts.hours} må være et tall forskjellig fra 0 og høyst 1000 i hver retning.`,
  dateRequired: common.requiredField(hourBankTexts.date),
  noteRequired: common.requiredField(hourBankTexts.note),
  noteTooLong: `${hourBankTexts.note} kan ha høyst 500 tegn.`,
  normalDayInvalid: `${hourBankTexts.normalDayHours} må være et tall fra 1 til 24.`,
  settingsKindsRequired: common.requiredField(absenceLabels.settingsTitle),
  kindRepeated: `${absenceLabels.kind} kan bare stå én gang.`,
  halfDayNotBoolean: `${absenceLabels.halfDay} må være sann eller usann.`,
  hoursNotNumber: `${absenceLabels.hours} må være et tall med høyst to desimaler.`,
  enabledNotBoolean: `${absenceLabels.enabled} må være sann eller usann.`,
  needsApprovalNotBoolean: `${absenceLabels.needsApproval} må være sann eller usann.`,
  dateInvalid: `${hourBankTexts.date} må være en gyldig dato (ÅÅÅÅ-MM-DD).`,
} as const;

/** The message of a broken absence field rule (brokenAbsenceField in @ferieplan/vacation-rules). */
export const absenceFieldMessage = (problem: keyof typeof absenceFieldErrors): string =>
  absenceFieldErrors[problem];
