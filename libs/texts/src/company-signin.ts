// Company sign-in (issue 26): 'Logg inn med Microsoft', e-mail domain claims ('join by domain') and the
// resend of the confirmation mail. Beyond the spec except where noted.
import { words } from './words.js';

export const MICROSOFT_PROVIDER_NAME = 'Microsoft';

/** The Microsoft button on /login and /opprett-konto, and the Auth emulator's stand-in account page. */
export const microsoftSignIn = {
  failed: 'Kunne ikke logge inn med Microsoft',
  emulatorTitle: 'Logg inn med Microsoft (testkonto)',
  emulatorIntro: 'Auth-emulatoren kjører: velg en testkonto i stedet for en ekte Microsoft-konto.',
  emulatorNoOpener: 'Denne siden åpnes fra innloggingsknappen for Microsoft.',
} as const;

/** The organisations page: organisations open to the person's e-mail domain, and the confirmation notice. */
export const domainJoin = {
  joinableNote: (domain: string) => `Åpen for alle med e-postadresse på ${domain}`,
  join: 'Bli med',
  joining: 'Blir med...',
  joinLabel: (name: string) => `Bli med i ${name}`,
  joined: (name: string) => `Du er nå med i ${name}.`,
  joinFailed: 'Kunne ikke bli med i organisasjonen',
  unconfirmedTitle: 'Bekreft e-postadressen din',
  unconfirmedText: (email: string) =>
    `Du har ikke bekreftet ${email} ennå. For å akseptere en invitasjon eller bli med i en organisasjon må vi vite at ` +
    'adressen er din: følg lenken i e-posten vi sendte deg, eller bruk lenken i invitasjonen du fikk på e-post.',
  resend: 'Send bekreftelse på nytt',
  resending: words.sending,
  resent: (email: string) => `Vi har sendt en ny bekreftelse til ${email}.`,
  resendFailed: 'Kunne ikke sende bekreftelsen',
  confirmedCheck: 'Jeg har bekreftet',
  stillUnconfirmed: 'E-postadressen er fortsatt ikke bekreftet. Sjekk e-posten din.',
} as const;

/** Innstillinger → E-postdomene (admins). */
export const adminDomains = {
  title: 'E-postdomene',
  intro:
    'Bevis at organisasjonen eier e-postdomenet sitt med en TXT-post i DNS. Da kan dere slå på at alle med en bekreftet ' +
    'e-postadresse på domenet kan bli med selv, uten invitasjon.',
  domainLabel: 'Domene',
  domainHint: 'F.eks. firma.no',
  claim: 'Legg til domene',
  claiming: 'Legger til...',
  claimed: 'Domenet er lagt til. Legg inn TXT-posten og bekreft.',
  claimFailed: 'Kunne ikke legge til domenet',
  recordHint: (domain: string) => `Legg inn denne TXT-posten på ${domain} hos DNS-leverandøren deres:`,
  verify: 'Bekreft domenet',
  verifying: 'Sjekker DNS...',
  verified: 'Domenet er bekreftet.',
  verifyFailed: 'Kunne ikke bekrefte domenet',
  statusVerified: 'Bekreftet',
  statusUnverified: 'Ikke bekreftet',
  joinToggle: (domain: string) => `Alle med bekreftet e-postadresse på ${domain} kan bli med`,
  joinSaved: 'Lagret.',
  joinFailed: 'Kunne ikke lagre',
  remove: 'Fjern',
  removeLabel: (domain: string) => `Fjern domenet ${domain}`,
  removeConfirm: (domain: string) => `Fjerne ${domain}? Ingen nye kan bli med via domenet.`,
  removed: 'Domenet er fjernet.',
  removeFailed: 'Kunne ikke fjerne domenet',
  empty: 'Ingen domener ennå.',
  recordLabel: (domain: string) => `TXT-post for ${domain}`,
  recordCopy: {
    copy: 'Kopier',
    copied: 'TXT-posten er kopiert.',
    copyFailed: 'Kunne ikke kopiere TXT-posten.',
  },
  loadFailed: 'Kunne ikke hente domenene.',
} as const;

/** The API's refusals. */
export const serverDomains = {
  domainInvalid: 'Skriv et gyldig domene, f.eks. firma.no.',
  publicDomain: 'Domener for privat e-post (som gmail.com) kan ikke knyttes til en organisasjon.',
  alreadyClaimed: 'Organisasjonen har allerede lagt til dette domenet.',
  takenByOther: 'Domenet er allerede bekreftet av en annen organisasjon.',
  tooMany: 'En organisasjon kan ha høyst 10 domener.',
  notFound: 'Fant ikke domenet.',
  recordMissing: (record: string) =>
    `Fant ikke TXT-posten «${record}» på domenet. DNS-endringer kan ta litt tid; prøv igjen senere.`,
  dnsFailed: 'Kunne ikke slå opp domenet i DNS akkurat nå. Prøv igjen senere.',
  joinNeedsVerified: 'Domenet må bekreftes før andre kan bli med via det.',
  joinEnabledInvalid: 'joinEnabled må være true eller false.',
  emailUnverified: 'Bekreft e-postadressen din før du blir med i en organisasjon.',
  notJoinable: 'Organisasjonen er ikke åpen for din e-postadresse.',
} as const;

/** The audit log's lines (Logg). */
export const domainAudit = {
  claimed: (actor: string, domain: string) => `${actor} la til e-postdomenet ${domain}`,
  verified: (actor: string, domain: string) => `${actor} bekreftet e-postdomenet ${domain}`,
  joinChanged: (actor: string, domain: string, on: boolean) =>
    on
      ? `${actor} lot alle med e-postadresse på ${domain} bli med`
      : `${actor} slo av at alle med e-postadresse på ${domain} kan bli med`,
  removed: (actor: string, domain: string) => `${actor} fjernet e-postdomenet ${domain}`,
  memberJoined: (actor: string, domain: string) => `${actor} ble med via e-postdomenet ${domain}`,
} as const;
