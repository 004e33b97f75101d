// The audit log (issue 13): the Norwegian description of each entry and the Logg view (the employee's
// request history: request-history.ts). Beyond the spec.
import { words } from './words.js';

const quoted = (text: string) => `«${text}»`;

/** One sentence per kind of entry; `period` is already worded (formatDateRange). */
export const auditDescriptions = {
  system: 'Systemet',
  deletedPerson: 'Slettet bruker',
  organizationCreated: (actor: string, name: string) => `${actor} opprettet organisasjonen ${quoted(name)}`,
  organizationRenamed: (actor: string, before: string, after: string) =>
    `${actor} endret navnet på organisasjonen fra ${quoted(before)} til ${quoted(after)}`,
  // `changes`: one phrase per kind (absenceKindEnabled / absenceKindApproval).
  absenceKindsChanged: (actor: string, changes: string[]) =>
    `${actor} endret fraværstypene: ${changes.join(', ')}`,
  absenceKindEnabled: (kind: string, enabled: boolean) => `${kind} ${enabled ? 'slått på' : 'slått av'}`,
  absenceKindApproval: (kind: string, needsApproval: boolean) =>
    `${kind} ${needsApproval ? 'krever godkjenning' : 'krever ikke lenger godkjenning'}`,
  planChanged: (before: string, after: string, byPayment: boolean) =>
    `Planen ble endret fra ${before} til ${after} ${byPayment ? '(betaling fullført)' : '(abonnementet ble avsluttet)'}`,
  // `what`: the kind in lower case (absenceKindName), 'ferie' as before issue 24.
  requestSubmitted: (actor: string, period: string, what = 'ferie') => `${actor} søkte om ${what} ${period}`,
  requestApproved: (actor: string, subject: string, period: string, what = 'ferie') =>
    `${actor} godkjente ${what} for ${subject} ${period}`,
  requestRejected: (actor: string, subject: string, period: string, what = 'ferie') =>
    `${actor} avslo ${what} for ${subject} ${period}`,
  requestWithdrawn: (actor: string, period: string, what = 'ferie') =>
    `${actor} trakk tilbake søknaden om ${what} ${period}`,
  employeeUpdated: (actor: string, subject: string, changes: string[]) =>
    `${actor} endret ${subject}: ${changes.join(', ')}`,
  changeName: (before: string, after: string) => `navn ${quoted(before)} → ${quoted(after)}`,
  changeYearlyDays: (before: number, after: number) => `feriedager per år ${before} → ${after}`,
  changeBirthYear: (before: number | null, after: number | null) =>
    `fødselsår ${before ?? '–'} → ${after ?? '–'}`,
  employeeRemoved: (actor: string, subject: string) => `${actor} fjernet ${subject} fra organisasjonen`,
  adminGranted: (actor: string, subject: string) => `${actor} ga ${subject} administratortilgang`,
  adminRevoked: (actor: string, subject: string) => `${actor} fjernet administratortilgangen til ${subject}`,
  teamCreated: (actor: string, team: string) => `${actor} opprettet teamet ${quoted(team)}`,
  teamRenamed: (actor: string, before: string, after: string) =>
    `${actor} endret navnet på teamet ${quoted(before)} til ${quoted(after)}`,
  teamDeleted: (actor: string, team: string, members: number) =>
    `${actor} slettet teamet ${quoted(team)}${members > 0 ? ` (${members} ${members === 1 ? 'medlem' : 'medlemmer'} uten team)` : ''}`,
  teamMemberAdded: (actor: string, subject: string, team: string) =>
    `${actor} la ${subject} til i teamet ${quoted(team)}`,
  teamMemberMoved: (actor: string, subject: string, from: string, to: string) =>
    `${actor} flyttet ${subject} fra teamet ${quoted(from)} til ${quoted(to)}`,
  teamMemberRemoved: (actor: string, subject: string, team: string) =>
    `${actor} tok ${subject} ut av teamet ${quoted(team)}`,
  invitationSent: (actor: string, invitee: string, isAdmin: boolean) =>
    `${actor} inviterte ${invitee}${isAdmin ? ' som administrator' : ''}`,
  invitationResent: (actor: string, invitee: string) => `${actor} sendte invitasjonen til ${invitee} på nytt`,
  invitationCancelled: (actor: string, invitee: string) => `${actor} kansellerte invitasjonen til ${invitee}`,
  invitationAccepted: (actor: string) => `${actor} godtok invitasjonen og ble med i organisasjonen`,
  daysTransferred: (actor: string, subject: string, days: number, fromYear: number, toYear: number) =>
    days === 0
      ? `${actor} fjernet overføringen av feriedager for ${subject} fra ${fromYear} til ${toYear}`
      : `${actor} overførte ${days} ${days === 1 ? 'feriedag' : 'feriedager'} for ${subject} fra ${fromYear} til ${toYear}`,
  hourBankCredited: (actor: string, subject: string, hours: string, date: string) =>
    `${actor} registrerte ${hours} opptjent avspasering for ${subject} (${date})`,
  hourBankCorrected: (actor: string, subject: string, hours: string, date: string) =>
    `${actor} korrigerte timebanken til ${subject} med ${hours} (${date})`,
} as const;

/** The admin dashboard's 'Logg' tab. */
export const auditLog = {
  title: 'Logg',
  intro:
    'Alle endringer administratorer og systemet har gjort i organisasjonen, nyeste først. Loggen kan ikke endres eller slettes.',
  personFilter: 'Person',
  allPeople: 'Alle personer',
  categoryFilter: 'Type',
  allCategories: 'Alle typer',
  categories: {
    request: 'Feriesøknader',
    employee: 'Ansatte',
    admin: 'Administratortilgang',
    team: words.team,
    invitation: 'Invitasjoner',
    organization: 'Organisasjon',
    plan: 'Abonnement',
    transfer: 'Overføring av feriedager',
    hourbank: 'Timebank',
    sick: 'Sykefravær (innsyn og sletting)',
    payroll: 'Lønnseksport',
    apikey: 'API-nøkler',
    domain: 'E-postdomene',
  },
  columnTime: 'Tidspunkt',
  columnWhat: 'Hendelse',
  columnBy: 'Utført av',
  loadMore: 'Vis eldre hendelser',
  loadingMore: 'Henter...',
  empty: 'Ingen hendelser i loggen ennå.',
  emptyFiltered: 'Ingen hendelser passer til filteret.',
  loadFailed: 'Kunne ikke hente loggen.',
  listLabel: 'Hendelser i loggen',
} as const;

// Messages of the audit routes.
export const serverAudit = {
  cursorInvalid: 'Ugyldig side i loggen. Last loggen på nytt.',
  limitInvalid: 'Ugyldig antall. Bruk et tall mellom 1 og 100.',
  categoryInvalid: 'Ugyldig type hendelse.',
  personInvalid: 'Ugyldig person.',
  requestNotFound: 'Fant ikke ferieforespørselen.',
} as const;
