// Advanced holiday planning (issue 12): entitlements, transfers, hovedferie, minimum staffing and
// calendar feeds. All beyond the spec; 'Minst {n} på jobb', 'Overført fra {år}', 'Underbemannet' and
// 'Oppgrader til Pro' are the issue's own words.

// Messages the API sends in error bodies.
export const serverPlanning = {
  proRequired: 'Denne funksjonen krever Pro-planen. Oppgrader til Pro for å bruke den.',
  birthYearInvalid: (min: number, max: number) => `Fødselsår må være et årstall mellom ${min} og ${max}.`,
  transferLimitInvalid: (max: number) =>
    `Grensen for overføring må være et helt antall dager mellom 0 og ${max}.`,
  summerDeadlineInvalid: 'Fristen for sommerferieønsker må være en dato på formen MM-DD, for eksempel 04-01.',
  transferDaysInvalid: 'Antall dager må være et helt tall fra 0 og oppover.',
  transferAboveLimit: (limit: number) => `Organisasjonen tillater å overføre høyst ${limit} dager.`,
  transferAboveUnused: (unused: number, year: number) =>
    `Kan ikke overføre mer enn de ${unused} ubrukte dagene fra ${year}.`,
  minimumStaffingInvalid: (min: number, max: number) =>
    `Minimumsbemanning må være et helt tall mellom ${min} og ${max}, eller tom.`,
  confirmInvalid: 'confirmUnderstaffing må være true eller false.',
  understaffed: (team: string, minimum: number, days: string) =>
    `Godkjenning gjør at ${team} får færre enn ${minimum} på jobb: ${days}. Bekreft for å godkjenne likevel.`,
  dateRangeInvalid: 'Ugyldig dato eller datoperiode',
  feedScopeInvalid: "Ugyldig kalendertype. Bruk 'member', 'organization' eller 'team'.",
  feedTeamRequired: 'Velg et team for teamkalenderen.',
  feedNotFound: 'Fant ikke kalenderlenken.',
  yearInvalid: 'Ugyldig år.',
} as const;

// Calendar feed (iCalendar) names and event titles.
export const calendarFeed = {
  memberCalendarName: (organization: string) => `Min ferie – ${organization}`,
  organizationCalendarName: (organization: string) => `Ferie – ${organization}`,
  teamCalendarName: (team: string, organization: string) => `Ferie – ${team} (${organization})`,
  ownEvent: 'Ferie',
  memberEvent: (name: string, what = 'ferie') => `${name} – ${what}`,
} as const;
