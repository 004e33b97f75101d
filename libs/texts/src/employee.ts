// Employee dashboard (/dashboard): spec "Employee dashboard", "Holiday list and request form",
// sections 4, 5 and 8 verbatim; texts marked "beyond the spec" belong to additions of ours.
import { weekdays } from './common.js';
import { vacationRequestRules } from './vacation-request-rules.js';
import { words } from './words.js';

export const employee = {
  greeting: (name: string) => `Velkommen ${name}!`,
  subtitle: 'Her er oversikten over feriedagene dine',
  organizationLabel: (name: string) => `Organisasjon: ${name}`, // beyond the spec

  // Summary cards
  summaryHeading: 'Oversikt over feriedager',
  totalDays: 'Totale feriedager',
  usedDays: 'Brukte dager',
  remainingDays: 'Gjenværende dager',
  pendingDays: 'Ventende dager', // beyond the spec: days of requests waiting for approval
  daysUnit: (count: number) => (count === 1 ? 'dag' : 'dager'),

  // Request form
  newRequest: 'Ny ferieforespørsel',
  noOrganizationForRequest: 'Kan ikke sende ferieforespørsel uten en valgt organisasjon.',
  startDate: 'Fra dato',
  endDate: 'Til dato',
  description: 'Beskrivelse',
  descriptionPlaceholder: 'Valgfri beskrivelse av ferien...',
  submit: 'Send ferieforespørsel',
  submitting: words.sending,
  requestDaysPreview: (count: number) =>
    `${count} ${count === 1 ? 'feriedag' : 'feriedager'} (helg og helligdager telles ikke)`, // beyond the spec

  // Validation (spec section 5): the request rules' own texts
  startRequired: vacationRequestRules.startRequired,
  endRequired: vacationRequestRules.endRequired,
  notInYear: vacationRequestRules.notInYear,
  endBeforeStart: vacationRequestRules.endBeforeStart,
  missingToken: 'Autentiseringstoken mangler. Prøv å logge inn på nytt.',

  // Toasts (spec section 8)
  submitted: 'Ferieforespørsel sendt!',
  submitError: (message: string) => `Feil: ${message}`,
  submitFallback: 'Kunne ikke sende ferieforespørsel.',
  listNotLoggedIn: 'Kunne ikke hente feriedager: Du er ikke logget inn.',
  listFailed: 'Kunne ikke hente dine feriedager.',
  organizationMissing: 'Kunne ikke finne valgt organisasjon. Gå tilbake til organisasjonssiden.',
  backToOrganizations: 'Til organisasjonssiden',

  // Own list
  listHeading: (year: number) => `Mine feriedager ${year}`,
  emptyList: (year: number) => `Ingen feriedager registrert for ${year}`,
  fallbackTitle: (id: string) => `Ferie ${id.slice(0, 8)}`,
  statusApproved: 'Godkjent',
  statusRejected: 'Avslått',
  statusPending: 'Venter',

  // Cancelling an own pending request (beyond the spec)
  cancelRequest: 'Trekk tilbake',
  cancelRequestLabel: (title: string) => `Trekk tilbake ${title}`,
  cancelConfirmTitle: 'Trekk tilbake ferieforespørsel',
  cancelConfirmText: 'Er du sikker på at du vil trekke tilbake denne ferieforespørselen?',
  cancelConfirm: 'Ja, trekk tilbake',
  cancelKeep: 'Avbryt',
  cancelling: 'Trekker tilbake...',
  cancelled: 'Ferieforespørsel trukket tilbake',
  // Spec section 8 lists these status-change toasts under the employee dashboard. Withdrawing uses the
  // last two; the first cannot occur here (the list only shows with an organisation) but is catalogued.
  statusOrganizationMissing: 'Organisasjons-ID mangler, kan ikke oppdatere status.',
  statusAuthMissing: 'Autentisering mangler, kan ikke oppdatere status.',
  statusUpdateFailed: 'Kunne ikke oppdatere status.',

  // Year calendar
  calendar: 'Feriekalender',
  weekdays: weekdays.short,
  weekdayNames: weekdays.full,
  legend: 'Forklaring',
  legendHoliday: 'Helligdag',
  legendWeekend: 'Helg',
  legendApproved: 'Godkjent ferie',
  legendPending: 'Venter på godkjenning',
  legendRejected: 'Avslått',
} as const;

/** Fallback messages of the employee's own calls beyond the spec (the spec's are in apiErrors.requests). */
export const vacationRequestErrors = {
  cancel: 'Kunne ikke trekke tilbake ferieforespørselen.',
  fetchMe: 'Kunne ikke hente dine opplysninger i organisasjonen.',
} as const;
