// Privacy duties (issue 17): links to the 'Personvern' notice, the person's own data (download, delete
// account) and deleting an organisation. The notice itself is in privacy-notice.ts (its own entry).
import { words } from './words.js';

/** The typed word that confirms deleting one's own account. */
export const DELETE_ACCOUNT_WORD = 'SLETT';

/** Where the notice is linked from: the footer, and the sign-up forms. */
export const privacyLinks = {
  footer: 'Personvern',
  signup: 'Slik behandler vi personopplysningene dine',
} as const;

/** 'Din konto' on the organisations page: download one's data, delete one's account. */
export const account = {
  title: 'Din konto',
  intro: 'Last ned alle opplysningene vi har om deg, eller slett kontoen din.',
  privacyLink: 'Les om personvern',
  download: 'Last ned mine data',
  downloading: 'Laster ned...',
  downloaded: 'Dataene dine er lastet ned',
  downloadFailed: 'Kunne ikke laste ned dataene dine',
  fileName: (date: string) => `ferieplan-mine-data-${date}.json`,
  delete: 'Slett kontoen min',
  deleteTitle: 'Slett kontoen din',
  deleteText:
    'Medlemskapene dine, ferieforespørslene dine og invitasjonene til deg slettes for godt, og innloggingen din fjernes. Organisasjoner der du er eneste medlem, slettes også. I revisjonsloggen vises du etterpå som «Slettet bruker».',
  confirmLabel: `Skriv ${DELETE_ACCOUNT_WORD} for å bekrefte`,
  confirmMismatch: `Skriv ${DELETE_ACCOUNT_WORD} med store bokstaver for å bekrefte`,
  deleteSubmit: 'Slett kontoen for godt',
  deleting: words.deleting,
  deleted: 'Kontoen din er slettet',
  deleteFailed: 'Kunne ikke slette kontoen',
} as const;

/** The danger zone of the admin's Innstillinger tab. */
export const organizationDeletion = {
  title: 'Faresone',
  text: 'Sletter organisasjonen med alle ansatte, team, ferieforespørsler, invitasjoner, planleggingsdata, kalenderabonnementer og revisjonsloggen. Et Pro-abonnement avsluttes. Dette kan ikke angres.',
  button: 'Slett organisasjonen',
  modalTitle: 'Slett organisasjonen',
  modalText: (name: string) =>
    `Alt om ${name} slettes for godt. Skriv navnet på organisasjonen for å bekrefte.`,
  confirmLabel: 'Organisasjonsnavn',
  confirmMismatch: 'Navnet stemmer ikke med organisasjonens navn',
  submit: 'Slett for godt',
  deleting: words.deleting,
  deleted: (name: string) => `${name} er slettet`,
  failed: 'Kunne ikke slette organisasjonen',
} as const;

/** Messages of the API's privacy routes. */
export const serverPrivacy = {
  accountConfirmation: `Skriv ${DELETE_ACCOUNT_WORD} for å bekrefte slettingen av kontoen.`,
  lastAdmin: (organizationName: string) =>
    `Du er eneste administrator i ${organizationName}, som har andre medlemmer. Gi en annen administratorrett, eller slett organisasjonen, før du sletter kontoen din.`,
  identityDeleteFailed:
    'Dataene dine er slettet, men innloggingskontoen kunne ikke fjernes akkurat nå. Prøv å slette kontoen igjen om litt.',
  organizationConfirmation: 'Skriv organisasjonens navn nøyaktig for å bekrefte slettingen.',
  subscriptionCancelFailed:
    'Kunne ikke avslutte abonnementet hos betalingsleverandøren. Ingenting er slettet. Prøv igjen senere.',
} as const;
