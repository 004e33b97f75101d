// Issue 25 (first half): egenmelding, sykmelding and the arbeidsgiverperiode: the API's messages, the
// employee's form line, the admin's 'Sykefravær' screen. Privacy texts live in sick-privacy.ts.
import { formatDecimal } from './absence.js';
import { formatLongDate, monthNames } from './date-format.js';
import { words } from './words.js';

const doctorNeeded = 'Nå trengs en sykmelding fra lege.';
const calendarDays = (days: number) => `${days} ${days === 1 ? 'kalenderdag' : 'kalenderdager'}`;

/** '2026-03-14' -> '14. mars' in `currentYear`, else '14. mars 2027' (the admin's arbeidsgiverperiode). */
export function formatDayMonth(isoDate: string, currentYear: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return year === currentYear ? `${day}. ${monthNames[month! - 1]}` : formatLongDate(isoDate);
}

/** Why the API refuses an egenmelding (400): each says that a sykmelding from a doctor is needed. */
export const egenmeldingRefused = {
  notEmployedLongEnough: (allowedFrom: string) =>
    `Egenmelding kan brukes etter to måneders ansettelse, fra ${formatLongDate(allowedFrom)}. Før det trengs en sykmelding fra lege.`,
  tooManyDays: (maxDays: number) =>
    `En egenmelding kan vare i høyst ${calendarDays(maxDays)} om gangen (også når den henger sammen med en annen). Lengre fravær trenger en sykmelding fra lege.`,
  tooManyOccurrences: (maxOccurrences: number) =>
    `Egenmelding kan brukes ${maxOccurrences} ganger i løpet av 12 måneder, og de er brukt opp. ${doctorNeeded}`,
  tooManyDaysIn12Months: (maxDays: number) =>
    `Egenmeldingene blir til sammen mer enn ${calendarDays(maxDays)} i løpet av 12 måneder. ${doctorNeeded}`,
} as const;

/** The API's other sick-leave messages. */
export const sickLeaveErrors = {
  /** Health data is not stored: no description on a sick absence. */
  noDescription: 'Sykefravær registreres uten beskrivelse. La feltet stå tomt.',
  /** Egenmelding and Sykmelding cannot be turned off nor made to wait for approval. */
  kindsFixed: 'Egenmelding og sykmelding er alltid i bruk og registreres uten godkjenning.',
  schemeInvalid:
    'Ordningen må være «law» (folketrygdloven) eller «extended» (utvidet egenmelding, IA-avtale).',
  daysPerOccurrenceInvalid: 'Dager per egenmelding må være et helt tall fra 1 til 8.',
  daysIn12MonthsInvalid: 'Dager i løpet av 12 måneder må være et helt tall fra 1 til 24.',
  monthInvalid: 'Måneden må skrives ÅÅÅÅ-MM.',
  dateInvalid: 'Datoen må være en gyldig dato (ÅÅÅÅ-MM-DD).',
} as const;

/** The employee's request form and own list. */
export const sickLeaveEmployee = {
  kindLegend: 'Type sykefravær',
  firstDay: 'Første sykedag',
  lastDay: 'Siste sykedag',
  /** Under the dates: sick leave counts calendar days. */
  previewCalendarDays: (days: number) => `${calendarDays(days)} (helg og helligdager telles med)`,
  occurrencesLeft: (left: number, max: number) =>
    `${left} av ${max} egenmeldinger igjen de siste 12 månedene`,
  daysLeft: (left: number, max: number) => `${left} av ${max} egenmeldingsdager igjen de siste 12 månedene`,
  maxDaysPerOccurrence: (max: number) =>
    `Høyst ${calendarDays(max)} om gangen. Trenger du mer, trengs en sykmelding fra lege.`,
  notYetAllowed: (allowedFrom: string) =>
    `Egenmelding kan brukes fra ${formatLongDate(allowedFrom)} (etter to måneders ansettelse).`,
  registeredWithoutApproval:
    'Registreres med en gang, uten godkjenning. Skriv ikke noe om diagnose eller helse.',
  sykmeldingPercentageHint: 'Sykmeldingsgrad: 100 % er helt sykmeldt, mindre er gradert sykmelding.',
  register: 'Registrer sykefravær',
  registered: 'Sykefraværet er registrert.',
} as const;

/** The admin's 'Sykefravær' sub-tab of Ansatte. */
export const sickLeaveAdmin = {
  title: 'Sykefravær',
  intro:
    'Arbeidsgiverperioden (folketrygdloven § 8-19): arbeidsgiveren betaler de første 16 kalenderdagene. Fravær med færre enn 16 dager imellom regnes sammen.',
  periodTitle: 'Arbeidsgiverperiode per person',
  asOf: 'Per dato',
  personColumn: words.name,
  startColumn: 'Første sykedag',
  daysColumn: 'Dager brukt',
  statusColumn: words.status,
  daysUsed: (used: number) => `${used} av 16`,
  usedUp: (date: string, currentYear: number) =>
    `Arbeidsgiverperioden er brukt opp ${formatDayMonth(date, currentYear)}: refusjon fra NAV fra dag 17`,
  running: (daysLeft: number) =>
    `Pågår: ${daysLeft} ${daysLeft === 1 ? 'dag' : 'dager'} igjen av arbeidsgiverperioden`,
  closed: 'Avsluttet: nytt sykefravær starter en ny arbeidsgiverperiode',
  nobody: 'Ingen har sykefravær i en arbeidsgiverperiode på denne datoen.',
  monthTitle: 'Passerte dag 16 i måneden',
  month: 'Måned',
  monthNobody: 'Ingen passerte dag 16 denne måneden.',
  refundFrom: (date: string) => `Refusjon fra NAV fra ${formatLongDate(date)}`,
  refundNotYet: 'Ingen sykedag etter dag 16 ennå',
  loadFailed: 'Kunne ikke hente sykefraværet.',
  registerSykmelding: 'Registrer sykmelding',
  member: 'Ansatt',
  memberSearch: 'Søk etter ansatt',
  noMemberMatch: 'Ingen ansatte passer søket.',
  membersShown: (shown: number, total: number) =>
    shown === total ? `${total} ansatte` : `Viser ${shown} av ${total} ansatte. Søk for å finne flere.`,
  percentage: 'Sykmeldingsgrad (%)',
  sykmeldingRegistered: (name: string) => `Sykmeldingen for ${name} er registrert.`,
  registerFailed: 'Kunne ikke registrere sykmeldingen.',
  settingsTitle: 'Egenmelding',
  schemeLaw: 'Folketrygdloven: 3 kalenderdager om gangen, 4 ganger i løpet av 12 måneder',
  schemeExtended:
    'Utvidet egenmelding (IA-avtale): opptil 8 dager om gangen og 24 dager i løpet av 12 måneder',
  extendedDaysPerOccurrence: 'Dager per egenmelding (1–8)',
  extendedDaysIn12Months: 'Dager i løpet av 12 måneder (1–24)',
  settingsSaved: 'Egenmeldingsreglene er lagret.',
  settingsFailed: 'Kunne ikke lagre egenmeldingsreglene.',
} as const;

/** To each admin (Pro) when a member registers an egenmelding: no approval, only information. */
export const sickLeaveMail = {
  subject: (name: string) => `${name} har registrert egenmelding`,
  intro: (name: string, organizationName: string) =>
    `${name} har registrert egenmelding i ${organizationName}.`,
  period: (range: string, days: number) => `Periode: ${range} (${calendarDays(days)})`,
  action: 'Se sykefraværet',
} as const;

/** The sykefraværsprosent report (Pro) in the admin's 'Sykefravær'. */
export const sickLeaveReport = {
  title: 'Sykefraværsprosent',
  intro:
    'Tapte dagsverk i prosent av mulige dagsverk (målet NAV publiserer), per team og måned. Grupper med færre enn 5 ansatte vises ikke, og ingen navn vises.',
  month: 'Måned for sykefraværsprosent',
  groupColumn: 'Gruppe',
  membersColumn: 'Ansatte',
  selfColumn: 'Egenmeldt',
  doctorColumn: 'Legemeldt',
  totalColumn: 'Totalt',
  wholeOrganization: 'Hele organisasjonen',
  suppressed: 'Færre enn 5 ansatte: vises ikke',
  percent: (value: number) => `${formatDecimal(value, 1)} %`,
  yearInvalid: 'Året må være et helt tall fra 2000 til 2099.',
  upgradeTitle: 'Sykefraværsprosent er en del av Pro',
  upgradeText: 'Med Pro ser dere sykefraværet slik NAV måler det, uten navn:',
  upgradeFeatures: ['Sykefraværsprosent per team og måned', 'Egenmeldt og legemeldt hver for seg'],
  upgradeButton: 'Se Pro-planen',
} as const;
