// Organisation API keys (issue 27): the 'API-nøkler' section of Innstillinger and the API's messages.
// Beyond the spec.
import { words } from './words.js';

/** The 'API-nøkler' section of the admin's Innstillinger. */
export const adminApiKeys = {
  title: 'API-nøkler',
  intro:
    'Med en API-nøkkel kan lønns- og HR-systemer hente organisasjonens fravær, ansatte, team, rapporter og bemanning. ' +
    'Nøkkelen handler med dine administratorrettigheter, bare i denne organisasjonen.',
  organizationIdLabel: 'Organisasjons-ID',
  organizationIdHint:
    'Brukes i adressene til API-et, f.eks. /api/VacationRequests/organization/{organisasjons-ID}.',
  nameLabel: words.name,
  nameHint: 'F.eks. «Lønnssystem»',
  scopeLabel: 'Tilgang',
  scopeRead: 'Les',
  scopeWrite: 'Les og skriv',
  expiresLabel: 'Utløper (valgfritt)',
  expiresHint: 'Siste dag nøkkelen virker. Tomt: utløper ikke.',
  create: 'Lag nøkkel',
  creating: 'Lager...',
  created: 'API-nøkkelen er laget.',
  createFailed: 'Kunne ikke lage API-nøkkelen.',
  newKeyLabel: 'Din nye API-nøkkel',
  newKeyHint: 'Kopier nøkkelen nå: den vises bare denne ene gangen.',
  newKeyDone: 'Ferdig',
  empty: 'Ingen API-nøkler ennå.',
  loadFailed: 'Kunne ikke hente API-nøklene.',
  columnName: words.name,
  columnKey: 'Nøkkel',
  columnScope: 'Tilgang',
  columnCreated: 'Laget',
  columnExpires: 'Utløper',
  columnLastUsed: 'Sist brukt',
  columnStatus: words.status,
  never: 'Aldri',
  noExpiry: 'Utløper ikke',
  statusActive: 'Aktiv',
  statusRevoked: 'Tilbakekalt',
  statusExpired: 'Utløpt',
  revoke: 'Tilbakekall',
  revokeLabel: (name: string) => `Tilbakekall API-nøkkelen ${name}`,
  revokeConfirm: (name: string) =>
    `Tilbakekalle «${name}»? Systemer som bruker nøkkelen, mister tilgangen med en gang.`,
  revoked: 'API-nøkkelen er tilbakekalt.',
  revokeFailed: 'Kunne ikke tilbakekalle API-nøkkelen.',
  upgradeTitle: 'API-nøkler krever Pro',
  upgradeText: 'Med Pro kan lønns- og HR-systemer koble seg til Ferieplan med API-nøkler.',
  upgradeButton: words.upgradeToPro,
} as const;

/** The API's messages about keys (created, used, refused). */
export const serverApiKeys = {
  invalidKey: 'API-nøkkelen er ugyldig, utløpt eller tilbakekalt.',
  creatorNotAdmin:
    'API-nøkkelen ble laget av en som ikke lenger er administrator i organisasjonen. Lag en ny nøkkel.',
  routeRefused: 'API-nøkler kan ikke brukes til denne handlingen. Logg inn for å gjøre den.',
  readOnly:
    'API-nøkkelen har bare lesetilgang. Lag en nøkkel med lese- og skrivetilgang for å gjøre endringer.',
  proRequired: 'API-nøkler er en del av Pro-planen. Oppgrader til Pro for å bruke dem.',
  nameRequired: 'Gi nøkkelen et navn.',
  nameTooLong: 'Navnet kan være høyst 100 tegn.',
  scopeInvalid: 'Velg tilgang: les, eller les og skriv.',
  expiresInvalid: 'Utløpsdatoen må være en gyldig dato fra i dag og høyst fem år fram.',
  tooManyKeys: 'Organisasjonen har nådd grensen på 50 aktive API-nøkler. Tilbakekall en før du lager en ny.',
  notFound: 'Fant ikke API-nøkkelen.',
} as const;

/** Audit log sentences (Logg) of keys. */
export const apiKeyAudit = {
  created: (actor: string, name: string, write: boolean) =>
    `${actor} laget API-nøkkelen «${name}» (${write ? 'les og skriv' : 'les'})`,
  revoked: (actor: string, name: string) => `${actor} tilbakekalte API-nøkkelen «${name}»`,
} as const;
