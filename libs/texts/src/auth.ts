// Sign-in pages (/login, /opprett-konto, /register) and the Firebase error catalogue of spec sections 2, 5
// and 8. Spec strings are verbatim; lines marked "beyond the spec" are additions of ours.
import { PRODUCT_NAME } from './common.js';
import { words } from './words.js';

export const GOOGLE_PROVIDER_NAME = 'Google';

export const auth = {
  // Sign-up page, normal mode
  signupTitle: 'Kom i gang gratis',
  signupIntro: 'Opprett en konto for å forenkle ferieadministrasjonen.',
  continueWith: (provider: string) => `Fortsett med ${provider}`,
  or: 'eller',
  email: words.email,
  password: 'Passord',
  confirmPassword: 'Bekreft passord',
  signupSubmit: 'Registrer med e-post',
  signupBusy: 'Registrerer...',
  checkEmailTitle: 'Sjekk e-posten din',
  checkEmailText:
    'Vi har sendt deg en e-post for å bekrefte kontoen din. Følg instruksjonene for å fullføre registreringen.',
  toFrontPage: 'Til forsiden',
  haveAccount: 'Har du allerede konto?', // beyond the spec
  loginHere: 'Logg inn her', // beyond the spec

  // Sign-up validation (spec section 5, in this order)
  passwordsDiffer: 'Passordene samsvarer ikke',
  passwordTooShort: 'Passordet må være minst 6 tegn',
  emailRequired: 'E-post må fylles ut',
  passwordRequired: 'Passord må fylles ut',

  // Invitation mode
  invitationTitle: 'Fullfør registreringen',
  invitationIntro: (organizationName: string) => `Du er invitert til ${organizationName}.`, // beyond the spec
  yourName: 'Ditt navn',
  invitationSubmit: 'Fullfør registrering',
  invitationBusy: 'Fullfører registrering...', // beyond the spec
  invitationInvalid: 'Invitasjonen er ugyldig eller har utløpt',
  noValidInvitation: 'Ingen gyldig invitasjon funnet',
  nameRequired: 'Vennligst skriv inn ditt navn',
  checkingInvitation: 'Sjekker invitasjonen...', // beyond the spec

  // Login page
  loginTitle: 'Logg inn',
  loginIntro: 'Velkommen tilbake! Logg inn for å fortsette.',
  loginWith: (provider: string) => `Logg inn med ${provider}`,
  // A press from before the page was ready, which the browser no longer lets open a popup (beyond the spec)
  pressAgain: (button: string) =>
    `Siden er klar. Trykk på «${button}» én gang til for å åpne innloggingsvinduet.`,
  loginSubmit: 'Logg inn med e-post',
  loginBusy: 'Logger inn...',
  noAccount: 'Har du ikke konto?',
  registerHere: 'Registrer deg her',

  // Register page (/register)
  registerTitle: 'Opprett organisasjon', // beyond the spec (the spec does not show this page's heading)
  organizationName: 'Organisasjonsnavn',
  registerSubmit: 'Opprett organisasjon',
  registerBusy: 'Oppretter organisasjon...', // beyond the spec
  registerFooter: 'Sikker og enkel ferieadministrasjon',
  organizationNameRequired: 'Vennligst skriv inn et organisasjonsnavn',
  welcome: `Velkommen til ${PRODUCT_NAME}!`,

  // Test account page standing in for Google with the Auth emulator (beyond the spec; development only)
  emulatorGoogleTitle: 'Logg inn med Google (testkonto)',
  emulatorGoogleIntro: 'Auth-emulatoren kjører: velg en testkonto i stedet for en ekte Google-konto.',
  emulatorGoogleName: words.name,
  emulatorGoogleSubmit: 'Fortsett som testbruker',
  emulatorGoogleNoOpener: 'Denne siden åpnes fra innloggingsknappen for Google.',

  // Toasts (spec section 8)
  loggedIn: 'Du er nå logget inn!',
  registered: 'Registrering fullført!',
  googleFailed: 'Kunne ikke logge inn med Google',
  emailLoginFailed: 'Kunne ikke logge inn med e-post',
  registerFailed: 'Kunne ikke opprette bruker',
} as const;

/**
 * Norwegian messages for the Firebase Auth error codes of spec section 8 (beyond the spec's wording:
 * the spec lists the codes, not their texts). With e-mail enumeration protection on, Firebase reports
 * invalid-credential; with it off, wrong-password or user-not-found: all three read the same.
 */
const wrongLogin = 'Feil e-post eller passord.';
const recaptcha = 'Sikkerhetskontrollen (reCAPTCHA) feilet. Last siden på nytt og prøv igjen.';
const popupClosed = 'Innloggingsvinduet ble lukket før innloggingen var fullført.';
const sessionExpired = 'Økten din er utløpt. Logg inn på nytt.';
const configError = 'Innloggingen er ikke riktig satt opp. Kontakt administrator.';

export const authErrors: Record<string, string> = {
  'invalid-email': 'Ugyldig e-postadresse.',
  'wrong-password': wrongLogin,
  'invalid-credential': wrongLogin,
  'invalid-login-credentials': wrongLogin,
  'user-not-found': wrongLogin,
  'missing-password': 'Passord må fylles ut.',
  'invalid-idp-response': 'Svaret fra innloggingstjenesten var ugyldig. Prøv igjen.',
  'invalid-pending-token': 'Svaret fra innloggingstjenesten var ugyldig. Prøv igjen.',
  'email-already-in-use': 'Det finnes allerede en konto med denne e-postadressen.',
  'operation-not-allowed': 'Denne innloggingsmetoden er ikke aktivert.',
  'credential-already-in-use': 'Denne kontoen er allerede koblet til en annen bruker.',
  'too-many-requests': 'For mange forsøk. Vent litt og prøv igjen.',
  'expired-action-code': 'Lenken har utløpt. Be om en ny.',
  'invalid-action-code': 'Lenken er ugyldig eller allerede brukt.',
  'requires-recent-login': 'Av sikkerhetshensyn må du logge inn på nytt.',
  'invalid-user-token': sessionExpired,
  'user-token-expired': sessionExpired,
  'user-disabled': 'Denne kontoen er deaktivert.',
  'weak-password': 'Passordet må være minst 6 tegn',
  'password-does-not-meet-requirements': 'Passordet oppfyller ikke kravene til passord.',
  'invalid-verification-code': 'Bekreftelseskoden er ugyldig.',
  'invalid-verification-id': 'Bekreftelsen er ugyldig. Prøv igjen.',
  'code-expired': 'Bekreftelseskoden har utløpt. Be om en ny.',
  'unauthorized-continue-uri': 'Adressen for videresending er ikke godkjent.',
  'admin-restricted-operation': 'Denne handlingen er ikke tillatt.',
  'multi-factor-auth-required': 'Tofaktorautentisering kreves for denne kontoen.',
  'multi-factor-info-not-found': 'Fant ikke den andre faktoren. Prøv igjen.',
  'missing-multi-factor-info': 'Den andre faktoren mangler.',
  'missing-multi-factor-session': 'Tofaktorøkten mangler. Logg inn på nytt.',
  'invalid-multi-factor-session': 'Tofaktorøkten er ugyldig. Logg inn på nytt.',
  'second-factor-already-in-use': 'Den andre faktoren er allerede registrert.',
  'maximum-second-factor-count-exceeded': 'Du har nådd maks antall andre faktorer.',
  'unsupported-first-factor': 'Tofaktorautentisering støttes ikke for denne innloggingen.',
  'unverified-email': 'E-postadressen må bekreftes først.',
  'missing-recaptcha-token': recaptcha,
  'invalid-recaptcha-token': recaptcha,
  'invalid-recaptcha-action': recaptcha,
  'missing-client-type': recaptcha,
  'invalid-client-type': recaptcha,
  'missing-recaptcha-version': recaptcha,
  'invalid-recaptcha-version': recaptcha,
  'invalid-req-type': recaptcha,
  'recaptcha-not-enabled': recaptcha,
  'captcha-check-failed': recaptcha,
  'network-request-failed': 'Nettverksfeil. Sjekk internettforbindelsen og prøv igjen.',
  timeout: 'Nettverksfeil. Sjekk internettforbindelsen og prøv igjen.',
  'unauthorized-domain': 'Dette domenet er ikke godkjent for innlogging.',
  'popup-blocked': 'Innloggingsvinduet ble blokkert. Tillat popup-vinduer og prøv igjen.',
  'popup-closed-by-user': popupClosed,
  'cancelled-popup-request': popupClosed,
  'user-cancelled': popupClosed,
  'web-storage-unsupported': 'Nettleseren din støtter ikke lagring som innloggingen trenger.',
  'account-exists-with-different-credential':
    'Det finnes allerede en konto med denne e-postadressen. Logg inn med metoden du brukte sist.',
  'login-blocked': 'Innloggingen ble blokkert. Prøv igjen senere.',
  'user-mismatch': 'Innloggingen gjelder en annen bruker.',
  'tenant-id-mismatch': 'Innloggingen gjelder en annen leietaker.',
  'invalid-api-key': configError,
  'auth-domain-config-required': configError,
  'internal-error': 'Noe gikk galt. Prøv igjen senere.',
};
