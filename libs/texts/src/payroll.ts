// Lønnseksport (issue 27, Pro): employee numbers, pay codes per absence kind, the export of a period
// and the periods marked 'Eksportert til lønn'. Beyond the spec; the names are the issue's.
import { absenceKindName } from './absence.js';
import { formatDateRange, formatNumericDate } from './date-format.js';
import { words } from './words.js';

const period = (from: string, to: string) => `${formatNumericDate(from)}–${formatNumericDate(to)}`;
const list = (items: readonly string[]) => items.join(', ');

/** Messages of the payroll routes and of the lock in the request routes. */
export const serverPayroll = {
  proRequired: 'Lønnseksport er en del av Pro-planen. Oppgrader til Pro for å bruke den.',
  employeeNumberInvalid: 'Ansattnummer må være 1–10 sifre.',
  employeeNumberTaken: (number: string) => `Ansattnummer ${number} er allerede brukt av en annen ansatt.`,
  payCodeInvalid: 'Lønnsart må være 1–10 tegn: bokstaver og sifre.',
  payCodesRequired: 'Oppgi minst én fraværstype med lønnsart.',
  kindRepeated: 'En fraværstype kan bare stå én gang.',
  kindNotOffered: 'Ukjent fraværstype.',
  fromInvalid: 'Ugyldig fra-dato. Bruk formatet ÅÅÅÅ-MM-DD.',
  toInvalid: 'Ugyldig til-dato. Bruk formatet ÅÅÅÅ-MM-DD.',
  periodReversed: 'Til-datoen kan ikke være før fra-datoen.',
  periodTooLong: 'En lønnsperiode kan være høyst ett år.',
  formatInvalid: "Ugyldig filformat. Bruk 'visma', 'csv' eller 'xlsx'.",
  /** The export is refused until every line has an employee number and a pay code. */
  incomplete: (missingEmployeeNumbers: readonly string[], missingPayCodes: readonly string[]) =>
    [
      'Lønnseksporten kan ikke lages før alt er på plass.',
      ...(missingEmployeeNumbers.length > 0
        ? [`Ansattnummer mangler for: ${list(missingEmployeeNumbers)}.`]
        : []),
      ...(missingPayCodes.length > 0
        ? [`Lønnsart mangler for: ${list(missingPayCodes.map(absenceKindName))}.`]
        : []),
    ].join(' '),
  periodOverlaps: (from: string, to: string) =>
    `Perioden overlapper ${period(from, to)}, som allerede er eksportert til lønn.`,
  periodNotFound: 'Fant ikke den eksporterte perioden.',
  /** 409 of a request change inside a marked period. */
  locked: (from: string, to: string) =>
    `Perioden ${period(from, to)} er eksportert til lønn. En administrator må gjenåpne perioden før fravær i den kan endres.`,
} as const;

/** The files: the generic table's header and sheet, the file names. */
export const payrollExport = {
  columns: {
    employeeNumber: 'Ansattnummer',
    name: words.name,
    payCode: 'Lønnsart',
    kind: 'Fraværstype',
    quantity: 'Antall',
    unit: 'Enhet',
    from: 'Fra dato',
    to: 'Til dato',
  },
  units: { days: 'dager', hours: 'timer' },
  sheet: 'Lønnseksport',
  /** e.g. 'Lønnseksport Fjord AS 01.01.2027-31.01.2027'. */
  file: (organizationName: string, from: string, to: string) =>
    `Lønnseksport ${organizationName} ${formatNumericDate(from)}-${formatNumericDate(to)}`,
  vismaFile: (organizationName: string, from: string, to: string) =>
    `Visma Lønn ${organizationName} ${formatNumericDate(from)}-${formatNumericDate(to)}`,
} as const;

/** The audit log's sentences about payroll. */
export const payrollAudit = {
  payCodesChanged: (actor: string, changes: readonly { kind: string; after: string | null }[]) =>
    `${actor} endret lønnsarter: ${list(
      changes.map((change) => `${absenceKindName(change.kind)} → ${change.after ?? 'ingen'}`),
    )}`,
  periodMarked: (actor: string, from: string, to: string) =>
    `${actor} markerte ${formatDateRange(from, to)} som eksportert til lønn`,
  periodReopened: (actor: string, from: string, to: string) =>
    `${actor} gjenåpnet ${formatDateRange(from, to)} etter lønnseksport`,
  changeEmployeeNumber: (before: string | null, after: string | null) =>
    `ansattnummer ${before ?? '–'} → ${after ?? '–'}`,
} as const;

/** The admin dashboard's 'Lønnseksport' tab and the employee number in 'Rediger ansatt'. */
export const adminPayroll = {
  upgradeTitle: 'Lønnseksport er en del av Pro',
  upgradeText: 'Med Pro sender du godkjent fravær rett til lønnssystemet.',
  upgradeFeatures: [
    'Lønnsart for hver fraværstype',
    'Fil til Visma Lønn (Import variable lønnsdata), CSV og Excel',
    'Perioder markert som eksportert til lønn, så fravær i dem ikke endres i det stille',
  ],
  upgradeButton: words.upgradeToPro,
  intro:
    'Knytt hver fraværstype til en lønnsart, og eksporter godkjent fravær for en periode til lønnssystemet.',
  employeeNumberLabel: 'Ansattnummer',
  employeeNumberHint: 'Nummeret i lønnssystemet (valgfritt, 1–10 sifre).',
  payCodesTitle: 'Lønnsarter',
  payCodesIntro: 'Lønnsarten hver fraværstype føres på i lønnssystemet (for eksempel Visma Lønn).',
  payCodeLabel: (kind: string) => `Lønnsart for ${absenceKindName(kind)}`,
  unitDays: 'dager',
  unitHours: 'timer',
  savePayCodes: 'Lagre lønnsarter',
  savingPayCodes: words.saving,
  payCodesSaved: 'Lønnsartene er lagret.',
  payCodesFailed: 'Kunne ikke lagre lønnsartene.',
  exportTitle: 'Eksporter periode',
  fromLabel: 'Fra dato',
  toLabel: 'Til dato',
  previewFailed: 'Kunne ikke hente lønnsgrunnlaget.',
  previewEmpty: 'Ingen godkjent fravær i perioden.',
  previewCaption: 'Lønnsgrunnlag for perioden',
  missingTitle: 'Dette mangler før eksporten kan lages',
  missingEmployeeNumbers: (names: readonly string[]) => `Ansattnummer mangler for: ${list(names)}.`,
  missingPayCodes: (kinds: readonly string[]) => `Lønnsart mangler for: ${list(kinds.map(absenceKindName))}.`,
  alreadyExported: (from: string, to: string) =>
    `Overlapper ${period(from, to)}, som er eksportert til lønn.`,
  downloadVisma: 'Last ned Visma Lønn-fil',
  downloadCsv: 'Last ned CSV',
  downloadXlsx: 'Last ned Excel (xlsx)',
  downloading: 'Laster ned...',
  downloadFailed: 'Kunne ikke laste ned lønnsfilen.',
  markExported: 'Marker som eksportert til lønn',
  marking: 'Markerer...',
  marked: 'Perioden er markert som eksportert til lønn.',
  markFailed: 'Kunne ikke markere perioden.',
  periodsTitle: 'Eksportert til lønn',
  periodsEmpty: 'Ingen perioder er markert som eksportert ennå.',
  periodsIntro: 'Fravær i disse periodene kan ikke endres før perioden gjenåpnes.',
  periodLabel: (from: string, to: string) => formatDateRange(from, to),
  exportedBy: (name: string | null, at: string) =>
    `Markert ${formatNumericDate(at.slice(0, 10))}${name ? ` av ${name}` : ''}`,
  reopen: 'Gjenåpne',
  reopenConfirm: (from: string, to: string) =>
    `Gjenåpne ${formatDateRange(from, to)}? Fravær i perioden kan da endres igjen, og lønnssystemet må kanskje oppdateres.`,
  reopening: 'Gjenåpner...',
  reopened: 'Perioden er gjenåpnet.',
  reopenFailed: 'Kunne ikke gjenåpne perioden.',
  loadFailed: 'Kunne ikke hente lønnsoppsettet.',
  columns: {
    employeeNumber: 'Ansattnummer',
    name: words.name,
    kind: 'Fraværstype',
    payCode: 'Lønnsart',
    quantity: 'Antall',
  },
} as const;
