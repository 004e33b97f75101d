// Messages the API sends in error bodies (`message`), shown by the web apps as they are.
export const server = {
  unauthorized: 'Du må være logget inn for å utføre denne handlingen',
  invalidToken: 'Innloggingen er ugyldig eller utløpt. Logg inn på nytt.',
  forbidden: 'Du har ikke tilgang til denne handlingen.',
  notFound: 'Fant ikke ressursen.',
  organizationNotFound: 'Fant ikke organisasjonen.',
  validationFailed: 'Ugyldige data.',
  unknownField: (field: string) => `Feltet ${field} er ikke tillatt.`,
  conflict: 'Ressursen finnes allerede.',
  tooManyRequests: 'For mange forespørsler. Vent litt og prøv igjen.',
  internal: 'Noe gikk galt. Prøv igjen senere.',
  starterLimit:
    'Du har nådd maks antall brukere (2) i Starter-planen. Oppgrader til Pro-planen for å legge til flere brukere.',
} as const;

// Vacation-request rules enforced by the API (spec section 5 strings verbatim where the spec has them).
export const serverVacation = {
  notFound: 'Fant ikke ferieforespørselen.',
  invalidDate: 'Ugyldig dato eller datoperiode',
  endBeforeStart: 'Sluttdato kan ikke være før startdato',
  notSameYear: 'Start- og sluttdato må være i valgt år',
  descriptionTooLong: 'Beskrivelsen kan ikke være lengre enn 500 tegn.',
  descriptionNotText: 'Beskrivelsen må være tekst.',
  organizationIdInvalid: 'Ugyldig organisasjons-ID.',
  overlap: 'Du har allerede en ventende eller godkjent ferieforespørsel som overlapper denne perioden.',
  statusInvalid: 'Status må være Approved eller Rejected.',
  statusFilterInvalid: 'Ugyldig statusfilter. Bruk Pending, Approved, Rejected eller ALL.',
  yearInvalid: 'Ugyldig år.',
  alreadyDecided: 'Ferieforespørselen er allerede behandlet og kan ikke endres.',
  cancelNotPending: 'Bare ventende ferieforespørsler kan trekkes tilbake.',
} as const;

// Team rules enforced by the API.
export const serverTeams = {
  notFound: 'Fant ikke teamet.',
  memberNotFound: 'Fant ikke den ansatte i denne organisasjonen.',
  memberNotInTeam: 'Den ansatte er ikke medlem av dette teamet.',
  nameRequired: 'Teamnavn må fylles ut',
  nameTooLong: 'Teamnavnet kan ikke være lengre enn 100 tegn.',
  nameTaken: 'Det finnes allerede et team med dette navnet i organisasjonen.',
  organizationIdInvalid: 'Ugyldig organisasjons-ID.',
  userIdInvalid: 'Ugyldig bruker-ID.',
} as const;
