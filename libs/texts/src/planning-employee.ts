// Advanced holiday planning on the employee dashboard and in the staffing calendar (issue 12): the
// balance details, the API client's messages and the understaffing warnings.
// Beyond the spec; 'Overført fra {år}', 'Underbemannet' and 'Oppgrader til Pro' are the words.

const days = (count: number) => `${count} ${count === 1 ? 'dag' : 'dager'}`;

export const planningEmployee = {
  // Balance cards: where the entitlement comes from.
  entitlementParts: 'Slik er feriedagene regnet ut',
  yearlyDays: (count: number) => `${days(count)} ordinær ferie`,
  seniorDays: (count: number) => `+${days(count)} ekstra ferie fra året du fyller 60`,
  transferredFrom: (year: number, count: number) => `Overført fra ${year}: ${days(count)}`,
  transferredOut: (year: number, count: number) => `${days(count)} overført til ${year}`,

  // The own feed's load failure (the panel's own texts: ./planning-panel.ts, loaded with the panel).
  feedLoadFailed: 'Kunne ikke hente kalenderlenken.',

  // The request form's warning (no names).
  staffingWarning: (minimum: number) =>
    `Teamet ditt er allerede på minimumsbemanningen (minst ${minimum} på jobb) disse dagene:`,
  staffingWarningNote: 'Du kan likevel sende forespørselen. Administratoren avgjør.',
  staffingWarningFailed: 'Kunne ikke sjekke bemanningen for datoene.',

  // The staffing calendar.
  understaffed: 'Underbemannet',
} as const;
