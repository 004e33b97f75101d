// The e-mails the API sends (subjects, plain-text lines, HTML headings). Values typed by users
// (names, organisation names, descriptions) are passed in raw; the API escapes them for HTML.
import { formatDecimal } from './absence.js';
import { words } from './words.js';
export const mail = {
  signature: 'Hilsen Ferieplan',
  footer: 'Denne e-posten er sendt automatisk av Ferieplan.',
  invitationSubject: (organizationName: string) => `Du er invitert til ${organizationName} i Ferieplan`,
  invitationIntro: (organizationName: string) =>
    `Du er invitert til å bli med i ${organizationName} i Ferieplan, der dere planlegger og søker om ferie.`,
  invitationAsAdmin: 'Du får administratortilgang i organisasjonen.',
  invitationAction: 'Godta invitasjonen',
  invitationExpires: (date: string) =>
    `Lenken er gyldig til ${date}. Har du allerede en konto, logger du inn med den.`,
  invitationIgnore: 'Forventet du ikke denne invitasjonen, kan du se bort fra e-posten.',
  requestSubmittedSubject: (name: string) => `Ny ferieforespørsel fra ${name}`,
  requestSubmittedIntro: (name: string, organizationName: string) =>
    `${name} har sendt en ferieforespørsel i ${organizationName}.`,
  requestPeriod: (range: string) => `Periode: ${range}`,
  requestDays: (days: number) => `Feriedager: ${formatDecimal(days)}`,
  /** Issue 24: a request of another kind than Ferie names its kind and counts 'Fraværsdager'. */
  requestKind: (kindName: string) => `Fraværstype: ${kindName}`,
  requestAbsenceDays: (days: number) => `Fraværsdager: ${formatDecimal(days)}`,
  requestDescription: (description: string) => `Beskrivelse: ${description}`,
  requestReviewAction: 'Behandle forespørselen',
  requestApprovedSubject: 'Ferieforespørselen din er godkjent',
  requestRejectedSubject: 'Ferieforespørselen din er avslått',
  requestApprovedIntro: (organizationName: string) =>
    `Ferieforespørselen din i ${organizationName} er godkjent.`,
  requestRejectedIntro: (organizationName: string) =>
    `Ferieforespørselen din i ${organizationName} er avslått.`,
  requestOpenAction: 'Se ferieforespørslene dine',
  unsubscribeLine: 'Vil du ikke ha flere e-postvarsler fra denne organisasjonen?',
  unsubscribeAction: 'Slå av e-postvarsler',
  unsubscribePageTitle: 'E-postvarsler',
  unsubscribeConfirm: (organizationName: string) => `Slå av e-postvarsler fra ${organizationName}?`,
  unsubscribeDone: (organizationName: string) =>
    `Du får ikke lenger e-postvarsler fra ${organizationName}. Du kan slå dem på igjen på dashbordet.`,
  unsubscribeInvalid: 'Lenken for å slå av e-postvarsler er ugyldig.',
} as const;

// The e-mail status of an invitation in the admin's invitation table, and the notification setting.
export const mailStatus = {
  pending: 'E-post sendes',
  sent: 'E-post sendt',
  failed: 'E-post feilet',
} as const;

export const notificationSettings = {
  title: 'E-postvarsler',
  label: 'Send meg e-post når ferieforespørsler sendes eller behandles',
  saved: 'Varslingsinnstillingen er lagret',
  saveFailed: 'Kunne ikke lagre varslingsinnstillingen',
  loadFailed: 'Kunne ikke hente varslingsinnstillingen',
  proOnly: 'E-postvarsler er en del av Pro-planen.',
  upgrade: words.upgradeToPro,
} as const;
