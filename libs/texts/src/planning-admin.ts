// Admin screens of advanced holiday planning (issue 12), beyond the spec: the 'Ferieplanlegging'
// settings card, balances in the employee table, birth year, minimum staffing in the team modal, the
// understaffed approval and the calls' fallbacks (the tab's own texts: planning-tab.ts). 'Minst {n}
// på jobb', 'Overført fra {år}', 'Underbemannet' and 'Oppgrader til Pro' are the issue's own words.

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
  saving: 'Lagrer...',
  saved: 'Innstillingene for ferieplanlegging er lagret',
  saveFailed: 'Kunne ikke lagre innstillingene for ferieplanlegging',
  loadFailed: 'Kunne ikke hente innstillingene for ferieplanlegging',
} as const;

export const adminBalances = {
  columnEntitlement: (year: number) => `Rett på ${year}`,
  columnUsed: 'Brukt',
  columnPlanned: 'Planlagt',
  columnRemaining: 'Gjenstår',
  transferredFrom: (year: number) => `Overført fra ${year}`,
  seniorDays: (days: number) => `+${days} dager (60 år)`,
  birthYearLabel: 'Fødselsår (valgfritt)',
  birthYearHint: 'Gir 5 ekstra feriedager fra og med året den ansatte fyller 60.',
} as const;

export const adminMinimumStaffing = {
  label: 'Minst på jobb (valgfritt)',
  hint: 'Tomt betyr ingen minimumsbemanning. Godkjenninger som bryter minimum må bekreftes.',
  value: (minimum: number) => `Minst ${minimum} på jobb`,
  column: 'Bemanning',
  none: 'Ingen minimum',
  pro: 'Minimumsbemanning per team er en del av Pro-planen.',
  saveFailed: 'Kunne ikke lagre minimumsbemanningen',
  // The approve action when the server answers that the team falls below its minimum.
  confirmTitle: 'Godkjenne likevel?',
  confirmButton: 'Godkjenn likevel',
} as const;

// The copy button beside a secret URL (libs/ui SecretUrl).
export const secretUrlTexts = {
  copy: 'Kopier lenke',
  copied: 'Lenken er kopiert',
  copyFailed: 'Kunne ikke kopiere. Marker lenken og kopier den selv.',
} as const;

// Fallbacks of the admin's planning calls.
export const planningAdminErrors = {
  transfers: 'Kunne ikke hente overføringer',
  transfer: 'Kunne ikke overføre dagene',
  summer: 'Kunne ikke hente hovedferieoversikten',
} as const;

// Fallbacks of the calendar-feed calls (members and admins).
export const calendarFeedErrors = {
  list: 'Kunne ikke hente kalenderlenkene',
  create: 'Kunne ikke lage kalenderlenken',
  remove: 'Kunne ikke slette kalenderlenken',
} as const;
