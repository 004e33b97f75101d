// Landing page (/) and pricing page (/pricing): spec sections 1 and 2 verbatim where quoted; the
// feature descriptions are ours (the spec names their topics only). The spec's three customer
// testimonials are left out: a real product shows only real customers' words.
export const landing = {
  headline: 'Enkel og effektiv ferieadministrasjon',
  lead: 'Ferieplan samler feriesøknader, godkjenning og bemanningsoversikt på ett sted, så både ansatte og ledere sparer tid.',
  signup: 'Registrer deg',
  seePricing: 'Se priser',

  featuresTitle: 'Alt du trenger for å planlegge ferien',
  features: [
    {
      title: 'Enkel oversikt',
      text: 'Se hvem som har ferie når i en oversiktlig kalender, med helligdager og helger markert.',
    },
    {
      title: 'Spar tid',
      text: 'Automatisert godkjenning: ansatte søker på nett, og ledere godkjenner med ett klikk.',
    },
    {
      title: 'Samarbeid',
      text: 'Del ferieplanene på tvers av team, så alle vet hvem som er på jobb.',
    },
  ],
  consultantsNote:
    'Mange team består av både faste ansatte og konsulenter. Med Ferieplan får alle samme oversikt, uansett ansettelsesform.',

  ctaTitle: 'Klar til å forenkle ferieplanleggingen?',
  ctaButton: 'Start gratis',
  ctaText: 'Kom i gang på under 5 minutter. Ingen kredittkort nødvendig.',
} as const;

export const pricing = {
  title: 'Priser',
  intro: 'Velg planen som passer organisasjonen din.',
  perMonth: 'kr/mnd',
  starter: {
    name: 'Starter',
    price: '0',
    features: ['Opptil 2 brukere', 'Feriekalender', 'Grunnleggende ferieadministrasjon'],
    button: 'Kom i gang gratis',
  },
  pro: {
    name: 'Pro',
    price: '499',
    features: [
      'Alt i Starter',
      'Ubegrenset antall brukere',
      'Avansert ferieplanlegging',
      'Statistikk og rapporter',
      'E-postvarsler',
      'Prioritert support',
    ],
    button: 'Velg Pro',
  },
  recommended: 'Mest populær',
} as const;
