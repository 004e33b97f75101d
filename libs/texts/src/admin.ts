// Texts of the admin dashboard (/admindashboard). Spec strings are verbatim; the rest is marked "beyond the spec".
import { words } from './words.js';
export const admin = {
  panelTitle: 'Administrasjonspanel',
  subtitle: 'Administrer feriesøknader og ansatte',
  mustBeLoggedIn: 'Du må være logget inn for å få tilgang til admin-dashbordet',
  tokenRetryFailed: 'Kunne ikke hente autentiseringstoken, prøv å laste siden på nytt',
  noOrganizations: 'Ingen organisasjoner funnet',
  organizationsLoadFailed: 'Noe gikk galt ved henting av organisasjoner',
  noOrganizationSelected: 'Ingen organisasjon valgt',
  tabsLabel: 'Administrasjonsfaner',
  tabs: {
    requests: 'Feriesøknader',
    employees: 'Ansatte',
    teams: words.team,
    staffing: 'Bemanningsstatus',
    settings: 'Innstillinger',
    // Beyond the spec (issue 13).
    reports: 'Rapporter',
    log: 'Logg',
    // Beyond the spec (issue 12).
    planning: 'Ferieplanlegging',
    // Beyond the spec (issue 27).
    payroll: 'Lønnseksport',
  },
} as const;

export const adminRequests = {
  statusFilter: 'Filtrer etter status',
  statusAll: 'Alle søknader',
  statusPending: 'Venter på godkjenning',
  statusApproved: 'Godkjente',
  statusRejected: 'Avslåtte',
  emptyTitle: 'Ingen ventende søknader!',
  emptyText: 'Ser ut som innboksen er tom. Godt jobbet!',
  unknownUser: 'Ukjent bruker',
  noEmail: '-',
  noDescription: 'Ingen beskrivelse',
  dayCount: (days: number) => `${days} ${days === 1 ? 'dag' : 'dager'}`,
  approve: 'Godkjenn',
  reject: 'Avslå',
  approved: 'Godkjent',
  rejected: 'Avslått',
  pending: 'Venter',
  approvedToast: 'Feriesøknad godkjent',
  rejectedToast: 'Feriesøknad avslått',
  loadFailed: 'Kunne ikke laste ferieforespørsler.',
  loadNoAuth: 'Kunne ikke hente ferieforespørsler: Mangler autentisering',
  updateFailed: 'Kunne ikke oppdatere status for ferieforespørsel',
  updating: 'Oppdaterer...',
  // Beyond the spec: how many of the requester's team are already approved away in the period.
  teamAway: (away: number, teamName: string) =>
    away === 0
      ? `Ingen andre fra ${teamName} har godkjent ferie i perioden`
      : `${away} fra ${teamName} har allerede godkjent ferie i perioden`,
  noTeam: 'Ikke med i noe team',
  listLabel: 'Feriesøknader',
  // Beyond the spec: the list loads a page at a time.
  showMore: 'Vis flere',
  shownOf: (shown: number, total: number) => `Viser ${shown} av ${total}`,
} as const;

export const adminEmployees = {
  subTabsLabel: 'Ansatte og invitasjoner',
  employeesTab: 'Ansatte',
  invitationsTab: (pending: number) => `Invitasjoner (${pending})`,
  sendInvitation: 'Send invitasjon',
  columnName: words.name,
  columnEmail: words.email,
  columnTeam: words.team,
  columnActions: words.actions,
  adminIcon: 'Administrator',
  noTeam: 'Ikke tildelt',
  unknownTeam: 'Ukjent team',
  assignTeam: 'Tildel team',
  edit: 'Rediger ansatt',
  delete: 'Slett ansatt',
  makeAdmin: 'Gi administratortilgang',
  removeAdmin: 'Fjern administratortilgang',
  emptyEmployees: 'Ingen ansatte funnet. Kom i gang ved å sende en invitasjon.',
  deleteConfirm: 'Er du sikker på at du vil slette denne ansatte?',
  deleteConfirmButton: 'Slett',
  deleting: words.deleting,
  loadFailed: 'Kunne ikke laste brukerlisten',
  loadNoAuth: 'Kunne ikke hente brukere: Mangler autentisering',
  updated: 'Ansatt oppdatert!',
  deleted: 'Ansatt slettet!',
  updateFailed: 'Kunne ikke oppdatere ansatt',
  deleteFailed: 'Kunne ikke slette ansatt',
  adminFailed: 'Kunne ikke endre adminrettigheter',
  // Beyond the spec: success toasts of the admin toggle.
  adminGranted: (name: string) => `${name} har nå administratortilgang.`,
  adminRevoked: (name: string) => `${name} har ikke lenger administratortilgang.`,
  // Edit modal.
  editTitle: 'Rediger ansatt',
  nameLabel: words.name,
  emailLabel: words.email,
  yearlyDaysLabel: 'Antall feriedager per år',
  nameRequired: 'Navn må fylles ut',
  yearlyDaysRange: 'Antall feriedager per år må være mellom 0 og 100.',
  // Assign team modal.
  assignTitle: (employee: string) => `Tildel team til ${employee}`,
  selectTeam: 'Velg team',
  unassignedOption: '-- Ikke tildelt --',
  assigned: (name: string) => `${name} tildelt team.`,
  unassigned: (name: string) => `${name} fjernet fra team.`,
  noChange: 'Ingen endring i teamtildeling.',
  noEmployeeSelected: 'Ingen ansatt valgt',
  addMemberFailed: 'Kunne ikke legge til teammedlem',
  removeMemberFailed: 'Kunne ikke fjerne teammedlem',
} as const;

export const adminInvitations = {
  columnEmail: words.email,
  columnStatus: words.status,
  columnRole: 'Rolle',
  columnExpires: 'Utløper',
  columnActions: words.actions,
  statusWaiting: 'Venter på svar',
  roleAdmin: 'Administrator',
  roleEmployee: 'Ansatt',
  resend: 'Send invitasjon på nytt',
  cancel: 'Kanseller invitasjon',
  emptyTitle: 'Ingen aktive invitasjoner',
  emptyAction: 'Send din første invitasjon',
  modalTitle: 'Send invitasjon',
  emailLabel: 'E-postadresse',
  isAdminLabel: 'Gi administratortilgang',
  hint: 'En e-post med en invitasjonslenke vil bli sendt til den oppgitte e-postadressen. Invitasjonen er gyldig i 7 dager.',
  send: 'Send invitasjon',
  sending: words.sending,
  emailRequired: 'E-postadresse må fylles ut',
  starterLimit:
    'Du har nådd maks antall brukere (2) i Starter-planen. Oppgrader til Pro-planen for å legge til flere brukere.',
  sent: (email: string) => `Invitasjon sendt til ${email}`,
  resent: (email: string) => `Invitasjon sendt på nytt til ${email}`,
  cancelled: (email: string) => `Invitasjon til ${email} kansellert`,
  loadFailed: 'Kunne ikke hente invitasjoner',
  sendFailed: 'Kunne ikke sende invitasjon',
  resendFailed: 'Kunne ikke sende invitasjon på nytt',
  cancelFailed: 'Kunne ikke kansellere invitasjon',
} as const;

export const adminTeams = {
  title: 'Teams',
  columnName: 'Teamnavn',
  columnMembers: 'Antall medlemmer',
  columnActions: words.actions,
  /** 'N medlemmer' */
  members: (count: number) => `${count} medlemmer`,
  create: 'Opprett nytt team',
  createTitle: 'Opprett nytt team',
  editTitle: 'Rediger team',
  nameLabel: 'Teamnavn',
  nameRequired: 'Teamnavn må fylles ut',
  edit: 'Rediger team',
  delete: 'Slett team',
  deleteConfirm: 'Er du sikker på at du vil slette dette teamet?',
  deleteConfirmButton: 'Slett',
  deleting: words.deleting,
  created: 'Team opprettet!',
  updated: 'Team oppdatert!',
  deleted: 'Team slettet!',
  // Beyond the spec: the empty table.
  empty: 'Ingen team ennå. Opprett det første teamet.',
  loadFailed: 'Kunne ikke laste team.',
  loadNoAuth: 'Kunne ikke hente team: Mangler autentisering',
  createFailed: 'Kunne ikke opprette team',
  updateFailed: 'Kunne ikke oppdatere team',
  deleteFailed: 'Kunne ikke slette team',
} as const;

export const adminStaffing = {
  // Beyond the spec: the staffing calendar remote could not be loaded.
  loadFailed: 'Bemanningskalenderen kunne ikke lastes. Sjekk nettforbindelsen og prøv igjen.',
  retry: 'Prøv igjen',
} as const;

export const adminSettings = {
  title: 'Organisasjonsinnstillinger',
  nameLabel: 'Organisasjonsnavn',
  nameBlank: 'Organisasjonsnavn kan ikke være tomt',
  orgnrLabel: 'Organisasjonsnummer',
  orgnrMissing: 'Ikke registrert',
  orgnrHint: 'Organisasjonsnummer kan ikke endres',
  save: 'Lagre endringer',
  saving: words.saving,
  saved: 'Organisasjonsdetaljer oppdatert',
  saveFailed: 'Kunne ikke oppdatere organisasjonsdetaljer',
  planTitle: 'Plan-nivå',
  planUnknown: 'Ukjent',
  proBadge: 'Pro',
  upgradeTitle: words.upgradeToPro,
  upgradeText:
    'Med Pro-planen får du ubegrenset antall ansatte, avansert teamadministrasjon, og prioritert support.',
  upgradeButton: words.upgradeToPro,
  upgrading: 'Starter oppgradering...',
  upgradeFailed: 'Kunne ikke starte oppgraderingsprosessen',
  // Beyond the spec: after returning from checkout, while the webhook is awaited.
  upgradeConfirming: 'Bekrefter betalingen...',
  upgradeDone: 'Organisasjonen er nå på Pro-planen!',
  upgradePending: 'Betalingen er mottatt, men planen er ikke oppdatert ennå. Last siden på nytt om litt.',
  upgradeCancelled: 'Oppgraderingen ble avbrutt.',
} as const;
