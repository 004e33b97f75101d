// The admin's 'Ferieplanlegging' tab (issue 12): transfers, hovedferie, calendar feeds and the Starter
// notice; and the 'Ferieplanlegging' settings card. A subpath of the catalogue (@ferieplan/texts/planning-tab), like the privacy notice: it loads
// with the tab's lazy chunk, not with every page's shared catalogue. Beyond the spec; 'Oppgrader til
// Pro' is the spec's words.
import { words } from './words.js';

export const adminPlanning = {
  upgradeTitle: words.upgradeToPro,
  upgradeText:
    'Med Pro-planen får du hovedferieoversikt, frist for sommerferieønsker, minimumsbemanning per team og kalenderabonnement.',
  upgradeFeatures: [
    'Hovedferie: hvem som har planlagt 15 dager i perioden 1. juni–30. september',
    'Hvem som ikke har søkt sommerferie innen fristen',
    'Minimumsbemanning per team, med varsel før en godkjenning gjør teamet underbemannet',
    'Hemmelig kalenderlenke for Google Kalender og Outlook',
  ],
  upgradeButton: words.upgradeToPro,
  // Transfers (every plan).
  transfersHeading: 'Overføring av feriedager',
  transfersTitle: (from: number, to: number) => `Overføring av feriedager fra ${from} til ${to}`,
  transfersIntro: (limit: number) =>
    `Ubrukte dager fra i fjor kan overføres til i år, høyst ${limit} dager per ansatt. Grensen endres under Innstillinger.`,
  columnMember: 'Ansatt',
  columnUnused: (year: number) => `Ubrukt i ${year}`,
  columnTransferable: 'Kan overføres',
  columnTransferred: 'Overført',
  transferDaysLabel: (name: string) => `Dager å overføre for ${name}`,
  transferButton: 'Overfør',
  transferSaved: (name: string, days: number) =>
    days === 0 ? `Overføringen for ${name} er fjernet` : `${days} dager overført for ${name}`,
  transferRange: (max: number) => `Skriv et helt antall dager fra 0 til ${max}.`,
  transfersEmpty: 'Ingen ansatte ennå.',
  // Hovedferie (Pro).
  summerTitle: (year: number) => `Hovedferie ${year}`,
  summerIntro: (days: number) =>
    `Ferieloven gir rett til ${days} dager hovedferie i perioden 1. juni–30. september. De som har planlagt færre enn ${days} dager står først.`,
  columnApproved: 'Godkjent',
  columnPending: 'Venter',
  columnPlanned: 'Planlagt',
  columnStatus: words.status,
  reached: 'Nok hovedferie',
  missing: (days: number) => `Mangler ${days} dager`,
  deadline: (date: string) => `Frist for sommerferieønsker: ${date}`,
  noDeadline: 'Ingen frist for sommerferieønsker er satt. Fristen settes under Innstillinger.',
  notAppliedTitle: 'Har ikke søkt innen fristen',
  notAppliedNone: 'Alle har søkt innen fristen.',
  // Calendar feeds (Pro).
  feedsTitle: 'Kalenderabonnement',
  feedsIntro:
    'En hemmelig lenke med all godkjent ferie og navn, som heldagshendelser. Legg den til i Google Kalender eller Outlook. Alle som har lenken kan se ferien.',
  feedScopeLabel: 'Kalender for',
  feedOrganization: 'Hele organisasjonen',
  feedTeam: (team: string) => `Team ${team}`,
  feedCreate: 'Lag kalenderlenke',
  feedRegenerate: 'Lag ny lenke',
  feedRegenerateHint: 'En ny lenke gjør at den gamle slutter å virke med en gang.',
  feedRevoke: 'Slett lenke',
  feedRevokeConfirm: 'Slette kalenderlenken? Kalendere som abonnerer på den slutter å oppdateres.',
  feedUrlLabel: 'Hemmelig kalenderlenke',
  feedUrlOnce: 'Lenken vises bare nå. Lag en ny lenke hvis du mister den.',
  feedCreatedAt: (date: string) => `Laget ${date}`,
  feedsEmpty: 'Ingen kalenderlenker ennå.',
  feedCreated: 'Kalenderlenken er laget',
  feedRevoked: 'Kalenderlenken er slettet',
} as const;

export const adminPlanningSettings = {
  title: 'Ferieplanlegging',
  transferLimitLabel: 'Maks antall dager som kan overføres til neste år',
  transferLimitHint:
    'Ukedager per ansatt. Ferieloven tillater 12 virkedager, det vil si 10 ukedager (standard).',
  deadlineLabel: 'Frist for sommerferieønsker (dd.mm)',
  deadlineHint: 'For eksempel 01.04. La feltet stå tomt for ingen frist.',
  deadlineInvalid: 'Skriv fristen som dd.mm, for eksempel 01.04.',
  deadlinePro: 'Frist for sommerferieønsker er en del av Pro-planen.',
  save: 'Lagre ferieplanlegging',
  saving: words.saving,
  saved: 'Innstillingene for ferieplanlegging er lagret',
} as const;

// The copy button beside a secret URL (SecretUrl).
export const secretUrlTexts = {
  copy: 'Kopier lenke',
  copied: 'Lenken er kopiert',
  copyFailed: 'Kunne ikke kopiere. Marker lenken og kopier den selv.',
} as const;
