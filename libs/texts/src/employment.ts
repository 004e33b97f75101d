import { formatLongDate as formatDate } from './date-format.js';
import { words } from './words.js';

// Issue 26: employment dates ('Ansatt fra', 'Ansatt til'), part-time work patterns, the first year
// (ferieloven § 5 (1)) and leavers. 'Ansatt fra', 'Ansatt til' and 'Full ferie i tiltredelsesåret' are
// the issue's own words.

/** Monday ... Sunday, short (bit 0 ... bit 6 of a work pattern's mask). */
export const weekdayShortNames = ['man', 'tir', 'ons', 'tor', 'fre', 'lør', 'søn'] as const;

/** 'man–ons' for consecutive days, else 'man, ons, fre'; 'man–fre' for the full-time week. */
export function weekdaysLabel(mask: number): string {
  const days = weekdayShortNames.filter((_, i) => mask & (1 << i));
  const first = weekdayShortNames.indexOf(days[0]);
  const consecutive = days.every((day, i) => weekdayShortNames.indexOf(day) === first + i);
  return consecutive && days.length > 2 ? `${days[0]}–${days[days.length - 1]}` : days.join(', ');
}

export const employmentAdmin = {
  sectionTitle: 'Ansettelse og arbeidstid',
  employedFromLabel: 'Ansatt fra',
  employedFromHint: 'Tomt: datoen personen ble med i organisasjonen.',
  employedUntilLabel: 'Ansatt til (valgfritt)',
  weekdaysLabel: 'Arbeidsdager',
  weekdaysHint: 'Ferie telles i uker: 5 uker på tre dager i uken er 15 feriedager.',
  patternFromLabel: 'Arbeidsdagene gjelder fra',
  patternFromHint: 'Tomt: fra Ansatt fra, ellers fra i dag. Fravær før denne datoen beholder det det kostet.',
  saveFailed: 'Kunne ikke lagre ansettelsen',
  // Innstillinger.
  settingsTitle: 'Ansettelse',
  fullFirstYearLabel: 'Full ferie i tiltredelsesåret',
  fullFirstYearHint:
    'Ferieloven § 5: den som begynner etter 30. september har rett på 6 virkedager (én uke) det første året. Kryss av for å gi hele årets ferie.',
  settingsSaveFailed: 'Kunne ikke lagre innstillingen for ansettelse',
  settingsLoadFailed: 'Kunne ikke hente innstillingen for ansettelse',
  // Leavers (the final settlement).
  leaversTitle: (year: number) => `Sluttet i ${year}`,
  leaversEmpty: 'Ingen ansatte slutter dette året.',
  leaversHint: 'Dager tatt og ikke tatt det siste året, til feriepengeoppgjøret.',
  columnName: words.name,
  columnEnd: 'Ansatt til',
  columnEntitlement: 'Rett på',
  columnTaken: 'Tatt',
  columnNotTaken: 'Ikke tatt',
  leaversLoadFailed: 'Kunne ikke hente ansatte som slutter',
} as const;

export const employmentEmployee = {
  firstYear: 'Du begynte etter 30. september: det første året har du rett på én uke ferie (ferieloven § 5).',
  pattern: (mask: number) => `Du jobber ${weekdaysLabel(mask)}; ferien telles i dine arbeidsdager.`,
} as const;

// Messages the API sends (error bodies).
export const serverEmployment = {
  dateInvalid: (field: string) => `${field} må være en dato på formen ÅÅÅÅ-MM-DD.`,
  endBeforeStart: 'Ansatt til kan ikke være før Ansatt fra.',
  weekdaysInvalid: 'Velg minst én arbeidsdag.',
  patternRequired: 'Arbeidsdagene må ha en dato de gjelder fra.',
  fullFirstYearInvalid: 'Full ferie i tiltredelsesåret må være ja eller nei.',
  yearInvalid: 'Året må være et årstall.',
  absenceBeforeStart: (start: string) =>
    `Fraværet starter før ansettelsen. Personen er ansatt fra ${formatDate(start)}.`,
  absenceAfterEnd: (end: string) =>
    `Fraværet slutter etter ansettelsen. Personen er ansatt til ${formatDate(end)}.`,
  periodExcludesAbsences:
    'Personen har søkt eller godkjent fravær utenfor denne ansettelsesperioden. Avslå eller trekk fraværet først.',
} as const;

// The audit log's words for an employment change ('endret {navn}: ansatt fra – → 16. november 2026').
export const employmentAudit = {
  changeDate: (field: 'employedFrom' | 'employedUntil', before: string | null, after: string | null) =>
    `${field === 'employedFrom' ? 'ansatt fra' : 'ansatt til'} ${before ? formatDate(before) : '–'} → ${after ? formatDate(after) : '–'}`,
  changePattern: (validFrom: string, mask: number) =>
    `arbeidsdager ${weekdaysLabel(mask)} fra ${formatDate(validFrom)}`,
} as const;
