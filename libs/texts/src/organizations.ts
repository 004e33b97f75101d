// Organisations page (/organizations): spec sections 2, 5 and 8 verbatim; "beyond the spec" marks ours.
export const organizations = {
  title: 'Dine organisasjoner',
  orgnr: 'Org.nr',
  plan: 'Plan',
  orgnrMissing: 'Ikke registrert', // beyond the spec
  openAdmin: (name: string) => `Åpne administrasjonspanelet for ${name}`, // beyond the spec
  openDashboard: (name: string) => `Åpne oversikten for ${name}`, // beyond the spec

  // Create organisation modal
  createCard: 'Opprett ny organisasjon',
  createTitle: 'Opprett ny organisasjon',
  name: 'Organisasjonsnavn',
  number: 'Organisasjonsnummer',
  numberHint: 'Organisasjonsnummer må bestå av 9 siffer',
  create: 'Opprett',
  creating: 'Oppretter...', // beyond the spec
  nameRequired: 'Vennligst fyll inn et organisasjonsnavn',
  numberInvalid: 'Vennligst fyll inn et gyldig organisasjonsnummer (9 siffer)',
  numberChecksum: 'Organisasjonsnummeret er ikke gyldig', // beyond the spec: wrong MOD11 control digit

  // Joined organisations
  joinedTitle: 'Organisasjoner du er med i',

  // Invitations
  invitedTitle: 'Organisasjoner du er invitert til',
  invitedAs: (email: string) => `Invitert som ${email}`, // beyond the spec
  statusPending: 'Venter på aksept',
  accept: 'Aksepter invitasjon',
  accepting: 'Aksepterer...', // beyond the spec
  statusAccepted: 'Akseptert',
  alreadyMember: 'Allerede medlem',
  statusExpired: 'Utløpt',
  invitationExpired: 'Invitasjon utløpt',

  // Empty texts
  noOrganizations: 'Ingen organisasjoner funnet',
  noInvitations: 'Ingen invitasjoner funnet.',

  // Toasts (spec section 8)
  created: 'Organisasjon opprettet!',
  accepted: 'Invitasjon akseptert!',
  loginToSee: 'Du må være logget inn for å se dine organisasjoner',
  loginToCreate: 'Du må være logget inn for å opprette en organisasjon',
  loginToAccept: 'Du må være logget inn for å akseptere invitasjonen',
  createFailed: 'Noe gikk galt ved opprettelse av organisasjon',
  acceptFailed: 'Noe gikk galt ved aksept av invitasjon',
} as const;
