// Statistics and reports (issue 13, Pro): the admin dashboard's 'Rapporter' tab, the export files'
// headers and names, and the report routes' messages. Beyond the spec; 'Oppgrader til Pro' is the spec's.
import { words } from './words.js';

/** Messages of the report and export routes. */
export const serverReports = {
  proRequired: 'Rapporter og eksport er en del av Pro-planen. Oppgrader til Pro for å bruke dem.',
  yearInvalid: 'Ugyldig år. Bruk et årstall mellom 2000 og 2100.',
  teamNotFound: 'Fant ikke teamet.',
  formatInvalid: "Ugyldig filformat. Bruk 'csv' eller 'xlsx'.",
} as const;

/** Column headers of the exported files (one Norwegian header row). */
export const reportExport = {
  employeeColumns: {
    name: words.name,
    email: words.email,
    team: words.team,
    entitlement: 'Feriedager totalt',
    used: 'Brukte dager',
    planned: 'Planlagte dager',
    remaining: 'Gjenværende dager',
    transferredIn: 'Overført fra i fjor',
    transferredOut: 'Overført til neste år',
    requests: 'Antall søknader',
  },
  requestColumns: {
    name: words.name,
    email: words.email,
    team: words.team,
    startDate: 'Fra dato',
    endDate: 'Til dato',
    days: (year: number) => `Feriedager i ${year}`,
    description: 'Beskrivelse',
    approvedAt: 'Godkjent dato',
    /** Issue 24: the optional last column of an export filtered by kind (?kind=). */
    kind: 'Fraværstype',
  },
  employeeSheet: 'Ansatte',
  requestSheet: 'Godkjent ferie',
  /** File name stem, e.g. 'Feriesaldo Fjord AS 2027'. */
  employeeFile: (organization: string, year: number) => `Feriesaldo ${organization} ${year}`,
  requestFile: (organization: string, year: number) => `Godkjent ferie ${organization} ${year}`,
} as const;

/** The 'Rapporter' tab. */
export const reports = {
  title: 'Statistikk og rapporter',
  intro: 'Feriedager for valgt år, regnet som virkedager uten helligdager.',
  yearLabel: 'År',
  loading: 'Henter rapporten...',
  loadFailed: 'Kunne ikke hente rapporten.',
  employeesTitle: 'Feriesaldo per ansatt',
  employeesEmpty: 'Ingen ansatte i utvalget.',
  columns: {
    name: words.name,
    team: words.team,
    entitlement: 'Totalt',
    used: 'Brukt',
    planned: 'Planlagt',
    remaining: 'Gjenstår',
    transferred: 'Overført',
    requests: 'Søknader',
  },
  sortBy: (column: string) => `Sorter etter ${column}`,
  noTeam: 'Ikke tildelt',
  transferred: (inDays: number, outDays: number) => `+${inDays} / −${outDays}`,
  absenceTitle: 'Fravær per måned',
  absenceChartLabel: (year: number) => `Feriedager per måned i ${year}, godkjent og planlagt`,
  approved: 'Godkjent',
  planned: 'Planlagt',
  month: 'Måned',
  monthShort: ['jan', 'feb', 'mar', 'apr', 'mai', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'des'],
  absenceTableCaption: (year: number) => `Feriedager per måned i ${year}`,
  busiestTitle: 'Travleste dager',
  busiestEmpty: 'Ingen godkjent ferie i året ennå.',
  busiestColumnDate: 'Dato',
  busiestColumnAway: 'Antall borte',
  downloadTitle: 'Last ned',
  downloadEmployeesCsv: 'Feriesaldo (CSV)',
  downloadEmployeesXlsx: 'Feriesaldo (Excel)',
  downloadRequestsCsv: 'Godkjent ferie (CSV)',
  downloadRequestsXlsx: 'Godkjent ferie (Excel)',
  downloading: 'Laster ned...',
  downloadFailed: 'Kunne ikke laste ned filen.',
  upgradeTitle: 'Statistikk og rapporter er en del av Pro',
  upgradeText:
    'Med Pro får du feriesaldo per ansatt, fravær per måned, de travleste dagene og eksport til Excel og CSV for lønnssystemet.',
  upgradeFeatures: [
    'Feriesaldo per ansatt: totalt, brukt, planlagt, gjenstående og overførte dager',
    'Fravær per måned og per team, som diagram og tabell',
    'De ti travleste dagene i året',
    'Eksport til Excel og CSV for lønnssystemet',
  ],
  upgradeButton: words.upgradeToPro,
} as const;
