// Webhooks (issue 27): the API's messages and the admin's 'Webhooks' section in Innstillinger.
import { words } from './words.js';

/** What each event is called in the admin's list (the wire names stay English: absence.created, …). */
export const webhookEventNames = {
  'absence.created': 'Fravær registrert',
  'absence.decided': 'Fravær godkjent eller avslått',
  'absence.cancelled': 'Fravær trukket',
  'member.joined': 'Ny ansatt i organisasjonen',
  'member.left': 'Ansatt fjernet fra organisasjonen',
} as const;

export const serverWebhooks = {
  proRequired: 'Webhooks er en del av Pro-planen. Oppgrader til Pro for å bruke dem.',
  notFound: 'Fant ikke webhooken.',
  deliveryNotFound: 'Fant ikke leveransen.',
  urlInvalid: 'Skriv en gyldig adresse, f.eks. https://lonn.example.no/ferieplan.',
  urlNotHttps: 'Adressen må begynne med https:// (http:// bare til localhost under utvikling).',
  urlCredentials: 'Adressen kan ikke inneholde brukernavn eller passord.',
  urlPrivate: 'Adressen peker til et privat eller internt nettverk. Det er ikke tillatt.',
  eventsRequired: 'Velg minst én hendelse.',
  eventInvalid: 'Ukjent hendelse.',
  tooMany: (max: number) => `En organisasjon kan ha høyst ${max} webhooks.`,
  resendNotFailed: 'Bare en leveranse som mislyktes kan sendes på nytt.',
  organizationIdInvalid: 'Ugyldig organisasjon.',
  /** Why an attempt failed, shown in the deliveries list (the admin's own endpoint). */
  attemptTimeout: (seconds: number) => `Ingen svar innen ${seconds} sekunder.`,
  attemptRefusedAddress: 'Adressen peker til et privat eller internt nettverk og ble ikke kontaktet.',
  attemptUnreachable: (reason: string) => `Kunne ikke koble til: ${reason}`,
  attemptStatus: (status: number) => `Mottakeren svarte ${status}.`,
} as const;

export const adminWebhooks = {
  title: 'Webhooks',
  intro:
    'Ferieplan sender en signert melding (POST med JSON) til adressen deres når noe skjer i organisasjonen, f.eks. til lønns- eller HR-systemet. Mottakeren kontrollerer signaturen i hodet Ferieplan-Signature med signeringsnøkkelen.',
  urlLabel: 'Adresse',
  urlHint: 'Må begynne med https://',
  eventsLegend: 'Hendelser',
  add: 'Legg til webhook',
  adding: 'Legger til …',
  added: 'Webhooken er lagt til.',
  addFailed: 'Kunne ikke legge til webhooken.',
  loadFailed: 'Kunne ikke hente webhooks.',
  empty: 'Ingen webhooks ennå.',
  secretLabel: 'Signeringsnøkkel',
  secretHint: 'Vises bare nå. Ta vare på den: mottakeren trenger den for å kontrollere signaturen.',
  secretCopy: {
    copy: 'Kopier nøkkel',
    copied: 'Nøkkelen er kopiert',
    copyFailed: 'Kunne ikke kopiere. Marker nøkkelen og kopier den selv.',
  },
  rotate: 'Lag ny nøkkel',
  rotated: 'Ny signeringsnøkkel er laget. Den gamle virker ikke lenger.',
  rotateFailed: 'Kunne ikke lage ny nøkkel.',
  remove: 'Slett',
  removeLabel: (url: string) => `Slett webhooken til ${url}`,
  removed: 'Webhooken er slettet.',
  removeFailed: 'Kunne ikke slette webhooken.',
  deliveries: 'Leveranser',
  deliveriesFor: (url: string) => `Leveranser til ${url}`,
  deliveriesLoadFailed: 'Kunne ikke hente leveransene.',
  noDeliveries: 'Ingen leveranser ennå.',
  columnTime: 'Tidspunkt',
  columnEvent: 'Hendelse',
  columnStatus: words.status,
  columnResponse: 'Svar',
  columnAttempts: 'Forsøk',
  status: { Pending: 'Venter', Succeeded: 'Levert', Failed: 'Mislyktes' },
  noResponse: 'Ingen svar',
  resend: 'Send på nytt',
  resent: 'Leveransen sendes på nytt.',
  resendFailed: 'Kunne ikke sende på nytt.',
  upgradeTitle: 'Webhooks er en del av Pro',
  upgradeText: 'Med Pro kan Ferieplan varsle lønns- og HR-systemet deres straks noe endres:',
  upgradeFeatures: [
    'Fravær registrert, godkjent, avslått eller trukket',
    'Ansatte som kommer til eller slutter',
    'Signerte meldinger som mottakeren kan kontrollere',
  ],
  upgradeButton: 'Se Pro-planen',
} as const;
