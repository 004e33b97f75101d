// Syk i ferien (ferieloven § 9 (1), issue 25): the person asks for the ferie days a 100 % sykmelding
// covered; an admin approves or rejects; the days come back to the ferie balance. Health data: the
// person's own screen and the admins' only.
import { formatDays } from './absence.js';
import { formatDateRange } from './date-format.js';

const feriedager = (days: number) => formatDays(days).replace(/dag(er)?$/, (word) => `ferie${word}`);

/** The API's refusals (400/403/404/409). */
export const vacationReturnErrors = {
  notFound: 'Fant ikke kravet om å få feriedagene tilbake.',
  ferieNotFound: 'Fant ikke ferien. Bare din egen godkjente ferie kan gi dager tilbake.',
  sickNotFound: 'Fant ikke sykmeldingen. Bare din egen sykmelding kan gi feriedager tilbake.',
  notFullSykmelding:
    'Bare en sykmelding fra lege på 100 % gir rett til å få feriedagene tilbake (ferieloven § 9). Egenmelding og gradert sykmelding gjør ikke det.',
  noOverlap: 'Sykmeldingen dekker ingen av feriedagene.',
  noDaysBack: 'Sykmeldingen dekker bare dager som ikke telles som feriedager (helg eller helligdager).',
  alreadyClaimed: 'Du har allerede bedt om å få disse feriedagene tilbake.',
  alreadyDecided: 'Kravet er allerede avgjort.',
  ferieChanged:
    'Ferien er endret siden kravet ble sendt, så dagene kan ikke gis tilbake. Be den ansatte sende et nytt krav.',
  ownNeedsAnotherAdmin: 'Ditt eget krav må avgjøres av en annen administrator.',
  statusInvalid: 'Status må være Pending, Approved, Rejected eller all.',
  approveRequired: 'Oppgi om kravet godkjennes (true) eller avslås (false).',
} as const;

/** The employee's 'Syk i ferien' panel. */
export const vacationReturnEmployee = {
  title: 'Syk i ferien',
  intro:
    'Var du helt sykmeldt (100 %) av lege mens du hadde godkjent ferie, kan du be om å få feriedagene tilbake og ta dem senere i ferieåret (ferieloven § 9). Send kravet så snart du er tilbake på jobb.',
  candidate: (startDate: string, endDate: string, days: number) =>
    `Sykmeldt ${formatDateRange(startDate, endDate)} i ferien: ${feriedager(days)}`,
  ask: 'Be om å få feriedagene tilbake',
  asked: 'Kravet er sendt til en administrator.',
  askFailed: 'Kunne ikke sende kravet.',
  yourClaims: 'Dine krav',
  claim: (startDate: string, endDate: string, days: number) =>
    `${formatDateRange(startDate, endDate)}: ${feriedager(days)}`,
  status: { Pending: 'Venter på svar', Approved: 'Godkjent: dagene er tilbake', Rejected: 'Avslått' },
} as const;

/** The admin's list in Ansatte → Sykefravær. */
export const vacationReturnAdmin = {
  title: 'Syk i ferien',
  intro:
    'Ansatte som var helt sykmeldt av lege i godkjent ferie, kan kreve feriedagene tilbake (ferieloven § 9). Godkjenner du, går dagene tilbake til feriesaldoen.',
  none: 'Ingen krav venter.',
  row: (name: string, startDate: string, endDate: string, days: number) =>
    `${name}: ${formatDateRange(startDate, endDate)}, ${feriedager(days)}`,
  approve: 'Godkjenn',
  reject: 'Avslå',
  approved: (name: string) => `Feriedagene er gitt tilbake til ${name}.`,
  rejected: (name: string) => `Kravet fra ${name} er avslått.`,
  decideFailed: 'Kunne ikke avgjøre kravet.',
} as const;

/** The admins' mail when a claim arrives (Pro, like other requests). */
export const vacationReturnMail = {
  subject: (name: string) => `${name} ber om å få feriedager tilbake`,
  intro: (name: string, organizationName: string) =>
    `${name} i ${organizationName} var sykmeldt i ferien og ber om å få feriedagene tilbake.`,
  period: (startDate: string, endDate: string, days: number) =>
    `Dager: ${formatDateRange(startDate, endDate)} (${feriedager(days)})`,
  action: 'Se kravet',
} as const;

/** The audit log (admins only). */
export const vacationReturnAudit = {
  requested: (actor: string, startDate: string, endDate: string, days: number) =>
    `${actor} ba om å få ${feriedager(days)} tilbake (syk i ferien ${formatDateRange(startDate, endDate)})`,
  returned: (actor: string, subject: string, startDate: string, endDate: string, days: number) =>
    `${actor} ga ${subject} ${feriedager(days)} tilbake (syk i ferien ${formatDateRange(startDate, endDate)})`,
  rejected: (actor: string, subject: string, startDate: string, endDate: string) =>
    `${actor} avslo kravet fra ${subject} om feriedager tilbake (${formatDateRange(startDate, endDate)})`,
} as const;
