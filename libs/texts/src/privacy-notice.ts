import { PRODUCT_NAME } from './common.js';

// The 'Personvern' notice (issue 17), imported as '@ferieplan/texts/privacy-notice' by the landing remote
// only: the shared catalogue the shell loads first stays small. It says only what the code does; the
// operator's name, organisation number and host come from the deployment's SITE_* settings, never from here.

/** How long deleted data may live on in backups (README, 'Backups and restore', follows this). */
export const BACKUP_RETENTION_DAYS = 30;

export const privacyNotice = {
  title: 'Personvern',
  intro: `Her forklarer vi hvilke personopplysninger ${PRODUCT_NAME} lagrer, hvorfor, hvor lenge og hvem som behandler dem.`,

  operatorTitle: 'Hvem står bak tjenesten',
  operator: (maker: string, orgnr?: string) =>
    orgnr ? `${PRODUCT_NAME} drives av ${maker} (org.nr ${orgnr}).` : `${PRODUCT_NAME} drives av ${maker}.`,
  roles:
    'Organisasjonen du er med i bestemmer hvilke feriedata som registreres om deg, og er behandlingsansvarlig for dem. Operatøren behandler dem på organisasjonens vegne, og er selv ansvarlig for kontoen din.',

  storedTitle: 'Hva vi lagrer',
  stored: [
    'Navn og e-postadresse fra innloggingen din (en administrator kan endre navnet ditt i organisasjonen).',
    'Organisasjonene du er med i: navn, organisasjonsnummer og plan, og ditt medlemskap (administratorrett, team, feriedager per år og fødselsår hvis det er satt for ekstra ferieuke fra 60 år).',
    'Ferieforespørslene dine: datoer, beskrivelse, status og når de ble behandlet, og feriedager som er overført mellom år.',
    'Invitasjoner: e-postadressen som ble invitert, rollen og når invitasjonen utløper.',
    'Kalenderabonnementer du har laget (bare et fingeravtrykk av den hemmelige lenken lagres).',
    'En revisjonslogg over endringer i organisasjonen: hva som skjedde, når, og hvem som gjorde det eller ble berørt (navn og e-postadresse slik de var da).',
    'For betaling: bare Stripes kunde- og abonnements-ID for organisasjonen. Kortopplysninger går direkte til Stripe og lagres aldri hos oss.',
    'For å stoppe misbruk telles forespørsler per IP-adresse i ett minutt; tellerne lagres ikke utover det.',
  ],

  purposeTitle: 'Hvorfor',
  purpose: [
    'For å levere tjenesten organisasjonen har valgt: søke om ferie, behandle søknader, vise saldo og bemanning.',
    'Revisjonsloggen viser administratorer hvem som endret hva, slik at feil og misbruk kan oppdages.',
    'Betalingsopplysningene trengs for å gi organisasjonen Pro-planen den har betalt for.',
  ],

  retentionTitle: 'Hvor lenge',
  retention: [
    'Opplysningene lagres så lenge kontoen din eller organisasjonen finnes.',
    'Sletter du kontoen din, slettes medlemskapene, ferieforespørslene og invitasjonene til e-postadressen din med en gang. Revisjonsloggen beholder hendelsene, men navnet og e-postadressen din fjernes (du vises som «Slettet bruker» med en kode).',
    'Sletter en administrator organisasjonen, slettes alt om den, også revisjonsloggen, og abonnementet hos Stripe avsluttes.',
    `Slettede opplysninger kan ligge i sikkerhetskopier i opptil ${BACKUP_RETENTION_DAYS} dager før de forsvinner også der.`,
  ],

  // Issue 25: sick leave is health data (GDPR art. 9); what is kept, why, who sees it and for how long.
  healthTitle: 'Sykefravær (helseopplysninger)',
  health: [
    'Hva vi lagrer: at du har egenmelding, sykmelding eller sykt barn, datoene og sykmeldingsprosenten. Aldri diagnose, legeerklæring, notat eller vedlegg.',
    'For sykt barn lagres også antall barn under 12 år og om du er alene om omsorgen, som du oppgir selv, fordi det avgjør hvor mange dager du har rett til (folketrygdloven § 9-6).',
    'Hvorfor: arbeidsgiveren må holde oversikt over egenmeldinger, arbeidsgiverperioden og omsorgsdager (folketrygdloven kapittel 8 og 9), og det er grunnlaget for behandlingen (personvernforordningen artikkel 9 nr. 2 bokstav b).',
    'Hvem ser det: bare du og administratorene i organisasjonen ser hvilken type fravær det er. Kolleger, bemanningskalenderen, kalenderabonnementer og e-post viser bare «Fravær», uten type, beskrivelse eller prosent.',
    'Administratorer ser sykefravær bare når de ber om det (eksporten «Sykefravær» eller listen filtrert på en sykefraværstype), og hver gang skrives det i revisjonsloggen hvem som så fraværet til hvem (bare antallet, ikke hva).',
    'Hvor lenge: sykefravær slettes automatisk ved utgangen av det tredje kalenderåret etter fraværet (fravær i 2026 slettes 1. januar 2030). Slettingen kjøres hver natt og står i revisjonsloggen med antall.',
  ],

  processorsTitle: 'Hvem som behandler opplysningene',
  firebase:
    'Google (Firebase Authentication) håndterer innloggingen: e-postadressen din og passordet (lagret som hash), eller koblingen til Google-kontoen din.',
  stripe: 'Stripe håndterer betalingen for Pro-planen.',
  hosting: (hostingName: string) => `${hostingName} drifter serverne tjenesten kjører på.`,
  hostingUnnamed: 'Driftsleverandøren som kjører serverne, på vegne av operatøren.',

  rightsTitle: 'Dine rettigheter',
  rights: [
    'Du kan laste ned alle opplysningene om deg som JSON, og slette kontoen din, under «Din konto» på siden Organisasjoner når du er logget inn.',
    'Er noe feil, kan en administrator i organisasjonen rette det.',
    'Du kan klage til Datatilsynet (datatilsynet.no) hvis du mener opplysningene dine behandles i strid med personvernreglene.',
  ],
  toAccount: 'Gå til Din konto',
} as const;
