// Issue 25: Sykt barn (omsorgsdager, folketrygdloven §§ 9-5 and 9-6). The person's declaration in
// their profile, what is left in the request form, and the API's refusal past the year's days.
import { formatDays, formatDecimal } from './absence.js';
import { words } from './words.js';

export const sickChild = {
  profileTitle: 'Omsorgsdager (sykt barn)',
  profileIntro:
    'Oppgi barn til og med det året de fyller 12 år. Arbeidsgiveren ser det du oppgir her, fordi det avgjør hvor mange dager med sykt barn du har rett til.',
  childrenLabel: 'Antall barn under 12 år',
  soleCareLabel: 'Jeg er alene om omsorgen',
  save: 'Lagre',
  saved: 'Opplysningene er lagret',
  saveFailed: 'Kunne ikke lagre opplysningene',
  loadFailed: 'Kunne ikke hente omsorgsdagene',
  /** The line under the dates in the request form ('7 av 10 dager med sykt barn igjen i 2026'). */
  left: (left: number, allowed: number, year: number) =>
    `${formatDecimal(left)} av ${allowed} dager med sykt barn igjen i ${year}`,
  noChildren: 'Du har ikke oppgitt barn under 12 år i profilen din. Oppgi dem under Omsorgsdager.',
  /** The admin's sub-tab of Ansatte (each opening is an audited read of the days used). */
  adminTitle: 'Omsorgsdager',
  adminIntro: (year: number) =>
    `Barn under 12 år og aleneomsorg slik hver ansatt har oppgitt det, og dager med sykt barn brukt i ${year}. Hver visning skrives i loggen.`,
  adminColumns: { name: words.name, children: 'Barn', used: 'Sykt barn' },
  adminEmpty: 'Ingen ansatte ennå.',
  adminChildren: (children: number | null, soleCare: boolean) =>
    children === null ? 'Ikke oppgitt' : `${children} barn${soleCare ? ', alene om omsorgen' : ''}`,
  adminUsed: (used: number, allowed: number) => `${formatDays(used)} brukt av ${allowed}`,
} as const;

// Messages of the API (each names its field).
export const sickChildErrors = {
  noChildren:
    'Du har ikke oppgitt barn under 12 år. Oppgi antall barn i profilen din før du registrerer sykt barn.',
  overLimit: (year: number, allowed: number, left: number) =>
    `Du har bare ${formatDays(left)} med sykt barn igjen i ${year} (${allowed} dager i året). Snakk med arbeidsgiveren din eller NAV om flere dager.`,
  childrenInvalid: 'Antall barn må være et helt tall fra 0 til 20.',
  soleCareInvalid: 'Alene om omsorgen må være ja eller nei.',
  approvalNotAllowed: 'Sykt barn er en rett etter folketrygdloven § 9-5 og kan ikke kreve godkjenning.',
} as const;
