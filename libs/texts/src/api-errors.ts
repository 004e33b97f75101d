// The error catalogue of spec section 8: messages for non-OK API responses (verbatim).
export const apiErrors = {
  notLoggedIn: 'Du må være logget inn for å utføre denne handlingen',
  generic: 'Noe gikk galt. Prøv igjen senere.',
  invitationInvalid: 'Invitasjonen er ugyldig eller har utløpt',
  validationPrefix: 'Valideringsfeil: ',
  /** The spec's generic pattern 'Kunne ikke hente/opprette/oppdatere/slette {thing}', one verb at a time. */
  genericPattern: 'Kunne ikke hente/opprette/oppdatere/slette {thing}',
  failed: (verb: 'hente' | 'opprette' | 'oppdatere' | 'slette', thing: string) =>
    `Kunne ikke ${verb} ${thing}`,
  requests: {
    fetchMine: 'Kunne ikke hente mine ferieforespørsler',
    fetchOrganization: 'Kunne ikke hente organisasjonens ferieforespørsler',
    updateStatus: 'Kunne ikke oppdatere status for ferieforespørsel',
    create: 'Kunne ikke opprette ferieforespørsel',
  },
  employees: {
    fetch: 'Kunne ikke hente ansatte',
    create: 'Kunne ikke opprette ansatt',
    update: 'Kunne ikke oppdatere ansatt',
    remove: 'Kunne ikke slette ansatt',
    setAdmin: 'Kunne ikke endre adminrettigheter',
  },
  invitations: {
    fetch: 'Kunne ikke hente invitasjoner',
    send: 'Kunne ikke sende invitasjon',
    resend: 'Kunne ikke sende invitasjon på nytt',
    cancel: 'Kunne ikke kansellere invitasjon',
    accept: 'Kunne ikke akseptere invitasjon',
  },
  teams: {
    fetch: 'Kunne ikke hente team',
    create: 'Kunne ikke opprette team',
    update: 'Kunne ikke oppdatere team',
    remove: 'Kunne ikke slette team',
    addMember: 'Kunne ikke legge til teammedlem',
    removeMember: 'Kunne ikke fjerne teammedlem',
    fetchAvailableUsers: 'Kunne ikke hente tilgjengelige brukere',
    fetchForOrganization: 'Kunne ikke hente team for organisasjonen',
  },
  organizations: {
    fetch: 'Kunne ikke hente organisasjoner',
    create: 'Kunne ikke opprette organisasjon',
    fetchJoined: 'Kunne ikke hente organisasjoner du er med i',
  },
} as const;
