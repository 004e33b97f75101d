import { vacationRequestRules } from './vacation-request-rules.js';

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

// Vacation-request rules enforced by the API (spec section 5 strings verbatim where the spec has them;
// the dates' rules are the request rules' own texts).
export const serverVacation = {
  notFound: 'Fant ikke ferieforespørselen.',
  invalidDate: vacationRequestRules.invalidDate,
  endBeforeStart: vacationRequestRules.endBeforeStart,
  notSameYear: vacationRequestRules.notInYear,
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

// Filters and pages of the long lists (requests and employees of an organisation).
export const serverPaging = {
  limitInvalid: 'Ugyldig antall. Bruk et heltall fra 1 til 500.',
  cursorInvalid: 'Ugyldig sidepeker. Last listen på nytt.',
  teamIdInvalid: 'Ugyldig team-ID.',
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

// Messages of the API's organisation, employee, invitation and validation rules.
export const serverCore = {
  fieldRequired: (field: string) => `${field} må fylles ut`,
  invalidField: (field: string) => `Ugyldig verdi for ${field}.`,
  fieldTooLong: (field: string, max: number) => `${field} kan være maks ${max} tegn.`,
  invalidEmail: 'Ugyldig e-postadresse.',
  invalidJson: 'Forespørselen inneholder ugyldig JSON.',
  serviceUnavailable: 'Tjenesten er midlertidig utilgjengelig. Prøv igjen senere.',
  databaseConflict: 'Endringen er i konflikt med eksisterende data.',
  organizationNameRequired: 'Vennligst fyll inn et organisasjonsnavn',
  organizationNameBlank: 'Organisasjonsnavn kan ikke være tomt',
  orgnrInvalid: 'Vennligst fyll inn et gyldig organisasjonsnummer (9 siffer)',
  // Beyond the spec: the MOD11 control digit of the organisation number is wrong.
  orgnrChecksum: 'Organisasjonsnummeret er ikke gyldig',
  orgnrTaken: 'Organisasjonsnummeret er allerede registrert.',
  employeeNotFound: 'Fant ikke den ansatte.',
  employeeNameRequired: 'Navn må fylles ut',
  yearlyDaysRange: 'Årlige feriedager må være mellom 0 og 100.',
  emailReadOnly: 'E-postadressen kan ikke endres.',
  useInvitations: 'Bruk invitasjoner for å legge til nye ansatte.',
  lastAdmin: 'Organisasjonen må ha minst én administrator.',
  invitationNotFound: 'Fant ikke invitasjonen.',
  invitationInvalid: 'Invitasjonen er ugyldig eller har utløpt',
  invitationWrongEmail: 'Invitasjonen gjelder en annen e-postadresse.',
  invitationUnverified:
    'Bekreft e-postadressen din først, eller bruk lenken i invitasjonen du fikk på e-post.',
  invitationAlreadyAccepted: 'Invitasjonen er allerede akseptert.',
  invitationNotPending: 'Invitasjonen er ikke lenger aktiv.',
  invitationPendingExists: 'Det finnes allerede en ventende invitasjon til denne e-postadressen.',
  invitationTokenInvalid: 'Invitasjonstoken må være 32 tegn (bokstaver, tall, - og _).',
  alreadyMember: 'Personen er allerede medlem av organisasjonen.',
  tokenHasNoEmail: 'Innloggingen mangler e-postadresse.',
} as const;

// Pro upgrade through Stripe. checkoutFailed is the spec's settings toast verbatim.
export const serverPayment = {
  checkoutFailed: 'Kunne ikke starte oppgraderingsprosessen',
  alreadyPro: 'Organisasjonen har allerede Pro-planen.',
  planTypeInvalid: "Ugyldig plantype. Bare 'pro' kan velges.",
  organizationIdInvalid: 'Ugyldig organisasjons-ID.',
  signatureMissing: 'Mangler Stripe-signatur.',
  signatureInvalid: 'Ugyldig eller utløpt Stripe-signatur.',
} as const;
