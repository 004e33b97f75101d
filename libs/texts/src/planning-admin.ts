// Admin screens of advanced holiday planning (issue 12), beyond the spec: balances in the employee
// table, birth year, minimum staffing in the team modal, the understaffed approval and the calls'
// fallbacks (the lazily loaded tab and settings card: planning-tab.ts). 'Minst {n}
// på jobb', 'Overført fra {år}', 'Underbemannet' and 'Oppgrader til Pro' are the issue's own words.

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

// Fallbacks of the admin's planning calls.
export const planningAdminErrors = {
  saveSettings: 'Kunne ikke lagre innstillingene for ferieplanlegging',
  transfers: 'Kunne ikke hente overføringer',
  transfer: 'Kunne ikke overføre dagene',
  summer: 'Kunne ikke hente hovedferieoversikten',
} as const;

// Fallbacks of the calls that members, the staffing calendar and admins share.
export const planningSettingsErrors = {
  load: 'Kunne ikke hente innstillingene for ferieplanlegging',
} as const;

export const calendarFeedErrors = {
  list: 'Kunne ikke hente kalenderlenkene',
  create: 'Kunne ikke lage kalenderlenken',
  remove: 'Kunne ikke slette kalenderlenken',
} as const;
