import { words } from './words.js';
export const PRODUCT_NAME = 'Ferieplan';

/** Toast durations of spec section 9, in milliseconds. */
export const TOAST_DURATION = { success: 3000, error: 4000, info: 3000, warning: 5000, debug: 4000 } as const;

export const common = {
  loading: 'Laster...',
  loadingToast: 'Laster inn...',
  processing: 'Behandler forespørsel...',
  sessionExpiring: 'Din økt utløper snart. Logg inn på nytt for å fortsette.',
  genericError: 'Noe gikk galt. Prøv igjen senere.',
  mustBeLoggedIn: 'Du må være logget inn for å utføre denne handlingen',
  cancel: 'Avbryt',
  save: 'Lagre',
  saving: words.saving,
  update: 'Oppdater',
  create: 'Opprett',
  sending: words.sending,
  close: 'Lukk',
  previousYear: 'Forrige år',
  nextYear: 'Neste år',
  year: 'År',
  requiredField: (field: string) => `${field} må fylles ut`,
  invalidDateRange: 'Ugyldig dato eller datoperiode',
  remoteFailed: 'Denne delen av Ferieplan kunne ikke lastes. Sjekk nettforbindelsen og prøv igjen.',
  retry: 'Prøv igjen',
  notFoundTitle: 'Siden finnes ikke',
  toFrontPage: 'Til forsiden',
} as const;

/** Weekdays for Monday-first calendars: headers (spec: Man … Søn) and full names for screen readers. */
export const weekdays = {
  short: ['Man', 'Tir', 'Ons', 'Tor', 'Fre', 'Lør', 'Søn'],
  full: ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'],
} as const;

export const nav = {
  pricing: 'Priser',
  organizations: 'Organisasjoner',
  logout: 'Logg ut',
  login: 'Logg inn',
  signup: 'Registrer deg',
  mainNavigation: 'Hovednavigasjon',
} as const;

export const footer = {
  copyright: (year: number) => `© ${year} ${PRODUCT_NAME}. Alle rettigheter reservert.`,
  credit: (maker: string, orgnr?: string) =>
    orgnr ? `Laget av ${maker} · Org.nr ${orgnr}` : `Laget av ${maker}`,
  hostedBy: (hostingName: string) => `Driftet av ${hostingName}`,
} as const;
