// Issue 26: 'Importer ansatte' (admins). The server's row reasons and the admin dialog's texts.
import { words } from './words.js';

/** The largest file and the most rows an import takes (stated to the admin in the dialog). */
export const IMPORT_MAX_MEGABYTES = 1;
export const IMPORT_MAX_ROWS = 5000;

/** The template's header row, in column order (name, e-mail, team, yearly days, start, birth year, pattern, admin). */
export const importTemplateHeaders = [
  words.name,
  words.email,
  words.team,
  'Feriedager per år',
  'Ansatt fra',
  'Fødselsår',
  'Arbeidsdager',
  'Administrator',
] as const;

/** One example row of the template (a made-up person; the admin replaces it). */
export const importTemplateExample = [
  'Kari Nordmann',
  'kari.nordmann@example.no',
  'Salg',
  '25',
  '01.03.2026',
  '1985',
  'man–fre',
  'nei',
];

export const serverImport = {
  fileRequired: 'Velg en fil (CSV eller xlsx) å importere.',
  fileTooLarge: `Filen er for stor: høyst ${IMPORT_MAX_MEGABYTES} MB og ${IMPORT_MAX_ROWS.toLocaleString('nb-NO')} rader.`,
  tooManyRows: `Filen har for mange rader: høyst ${IMPORT_MAX_ROWS.toLocaleString('nb-NO')} rader per import.`,
  unreadable: 'Kunne ikke lese filen. Bruk CSV (semikolon eller komma, UTF-8) eller xlsx fra malen.',
  empty: 'Filen har ingen ansatte under overskriftsraden.',
  missingColumns: (columns: string[]) => `Filen mangler kolonnene ${columns.join(', ')}. Bruk malen.`,
  createTeamsInvalid: 'Listen over team som skal opprettes er ugyldig.',
  // Row reasons.
  nameRequired: 'Navn mangler.',
  nameTooLong: (max: number) => `Navnet er lengre enn ${max} tegn.`,
  emailInvalid: 'Ugyldig e-postadresse.',
  duplicateRow: (line: number) => `Dobbel rad: samme e-postadresse står på linje ${line}.`,
  unknownTeam: (team: string) => `Ukjent team «${team}». Opprett teamet eller rett navnet.`,
  teamNameTooLong: (max: number) => `Teamnavnet er lengre enn ${max} tegn.`,
  yearlyDaysInvalid: 'Feriedager per år må være et helt tall mellom 0 og 100.',
  dateInvalid: 'Ansatt fra må være en dato på formen dd.mm.åååå.',
  birthYearInvalid: (min: number, max: number) => `Fødselsår må være et år mellom ${min} og ${max}.`,
  weekdaysInvalid: 'Arbeidsdager må være ukedager, f.eks. «man–fre» eller «man, ons, fre».',
  adminInvalid: 'Administrator må være «ja» eller «nei».',
  startAfterAbsence: 'Ansatt fra kan ikke være etter fravær som allerede er registrert på personen.',
  startAfterEnd: 'Ansatt fra kan ikke være etter Ansatt til.',
  starterFull: 'Ikke plass i Starter-planen (maks 2 brukere). Oppgrader til Pro for å invitere flere.',
};

/** Field names in the preview's list of what an update changes. */
export const importFieldLabels = {
  name: 'navn',
  team: 'team',
  yearlyDays: 'feriedager',
  employedFrom: 'ansatt fra',
  birthYear: 'fødselsår',
  weekdays: 'arbeidsdager',
  isAdmin: 'administrator',
} as const;

export const adminImport = {
  open: 'Importer ansatte',
  title: 'Importer ansatte',
  intro:
    'Last opp en CSV-fil (semikolon eller komma, slik Excel lagrer den) eller en xlsx-fil med kolonnene i malen. Ansatt fra skrives dd.mm.åååå. Ingenting lagres før du bekrefter.',
  limits: `Høyst ${IMPORT_MAX_MEGABYTES} MB og ${IMPORT_MAX_ROWS.toLocaleString('nb-NO')} rader per fil.`,
  template: 'Last ned mal (CSV)',
  templateFileName: 'ferieplan-ansatte-mal.csv',
  fileLabel: 'Fil med ansatte',
  previewing: 'Leser filen …',
  previewFailed: 'Kunne ikke lese filen',
  summary: (counts: { invite: number; update: number; unchanged: number; error: number }) =>
    `${counts.invite} nye invitasjoner, ${counts.update} oppdateringer, ${counts.unchanged} uendret, ${counts.error} med feil.`,
  seats: (free: number) => `Starter-planen har plass til ${free} til. Rader over grensen importeres ikke.`,
  createTeams: (teams: string[]) => `Opprett teamene som mangler: ${teams.join(', ')}`,
  columnLine: 'Linje',
  columnName: words.name,
  columnEmail: words.email,
  columnResult: 'Resultat',
  actionInvite: 'Ny invitasjon',
  actionUpdate: (fields: string[]) => `Oppdateres: ${fields.join(', ')}`,
  actionUnchanged: 'Uendret',
  shownRows: (shown: number, total: number) => `Viser ${shown} av ${total} rader (rader med feil først).`,
  confirm: (count: number) => `Importer ${count} ${count === 1 ? 'rad' : 'rader'}`,
  nothingToImport: 'Ingen rader å importere.',
  importing: 'Importerer …',
  importFailed: 'Importen feilet. Ingenting ble lagret.',
  done: (result: { invited: number; updated: number; teamsCreated: number }) =>
    `Importert: ${result.invited} invitert, ${result.updated} oppdatert${result.teamsCreated ? `, ${result.teamsCreated} team opprettet` : ''}.`,
  close: 'Lukk',
};
