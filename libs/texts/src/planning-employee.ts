// Advanced holiday planning on the employee dashboard and in the staffing calendar (issue 12): the
// balance details, the hovedferie indicator, the own calendar feed and the understaffing warnings.
// Beyond the spec; 'Overført fra {år}', 'Underbemannet' and 'Oppgrader til Pro' are the words.

const days = (count: number) => `${count} ${count === 1 ? 'dag' : 'dager'}`;

export const planningEmployee = {
  // Balance cards: where the entitlement comes from.
  entitlementParts: 'Slik er feriedagene regnet ut',
  yearlyDays: (count: number) => `${days(count)} ordinær ferie`,
  seniorDays: (count: number) => `+${days(count)} ekstra ferie fra året du fyller 60`,
  transferredFrom: (year: number, count: number) => `Overført fra ${year}: ${days(count)}`,
  transferredOut: (year: number, count: number) => `${days(count)} overført til ${year}`,

  // The Pro panel.
  panelTitle: 'Ferieplanlegging',
  loadFailed: 'Kunne ikke hente ferieplanleggingen.',
  proOnly: 'Hovedferie-oversikt, varsel om bemanning og egen kalenderlenke er en del av Pro-planen.',
  adminCanUpgrade: 'Administratoren i organisasjonen kan oppgradere til Pro.',
  upgrade: 'Oppgrader til Pro',
  readAboutPro: 'Les mer om Pro',

  // Hovedferie (ferieloven § 7 (1)).
  mainHolidayTitle: 'Hovedferie',
  mainHolidayWindow: (year: number) => `1. juni–30. september ${year}`,
  mainHolidayPlanned: (planned: number, required: number) => `${planned} av ${required} dager planlagt`,
  mainHolidayBreakdown: (approved: number, pending: number) =>
    `${days(approved)} godkjent, ${days(pending)} venter på godkjenning`,
  mainHolidayReached: 'Du har planlagt hele hovedferien (tre uker).',
  mainHolidayMissing: (missing: number) => `Du mangler ${days(missing)} på tre uker ferie i sommerperioden.`,
  mainHolidayMeter: 'Planlagte sommerferiedager',

  // The member's own calendar feed.
  feedTitle: 'Kalenderlenke',
  feedIntro:
    'Abonner på den godkjente ferien din i Google Kalender, Outlook eller Apple Kalender med en hemmelig lenke.',
  feedNone: 'Du har ingen kalenderlenke ennå.',
  feedExists: (date: string) => `Du lagde en kalenderlenke ${date}. Lenken vises bare én gang.`,
  feedCreate: 'Lag kalenderlenke',
  feedRegenerate: 'Lag ny lenke',
  feedRegenerateHint: 'En ny lenke gjør at den gamle slutter å virke med én gang.',
  feedCreating: 'Lager lenke...',
  feedUrlLabel: 'Din hemmelige kalenderlenke',
  feedUrlHint: 'Del ikke lenken: alle som har den, kan se ferien din.',
  feedCopy: 'Kopier',
  feedCopied: 'Lenken er kopiert',
  feedCopyFailed: 'Kunne ikke kopiere. Merk lenken og kopier den selv.',
  feedCreated: 'Kalenderlenken er laget',
  feedCreateFailed: 'Kunne ikke lage kalenderlenken.',
  feedLoadFailed: 'Kunne ikke hente kalenderlenken.',

  // The request form's warning (no names).
  staffingWarning: (minimum: number) =>
    `Teamet ditt er allerede på minimumsbemanningen (minst ${minimum} på jobb) disse dagene:`,
  staffingWarningNote: 'Du kan likevel sende forespørselen. Administratoren avgjør.',
  staffingWarningFailed: 'Kunne ikke sjekke bemanningen for datoene.',

  // The staffing calendar.
  understaffed: 'Underbemannet',
  understaffedTeams: (count: number) =>
    count === 1 ? '1 team under minimum' : `${count} team under minimum`,
} as const;
