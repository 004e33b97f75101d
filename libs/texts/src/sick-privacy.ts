// Issue 25: health data (GDPR art. 9). What others see of a sick absence, the admin's explicit
// 'Sykefravær' export and the audit entry each admin read of a person's sick record writes.
import { absenceLabels } from './absence.js';
import { words } from './words.js';

/** What everyone but the person and the organisation's admins sees of a sick absence. */
export const sickPrivacy = {
  /** The only name a hidden sick absence has (staffing, feeds, mails): no kind, no description. */
  hiddenKind: absenceLabels.absence,
  /** For screen readers in the staffing calendar ('1 med fravær'). */
  hiddenCount: (n: number) => `${n} med fravær`,
} as const;

/** The admin's Rapporter → 'Sykefravær' export (Pro): sick records only when asked for. */
export const sickExport = {
  title: 'Sykefravær',
  intro:
    'Eksporten inneholder helseopplysninger (egenmeldinger, sykmeldinger og sykt barn). Hver nedlasting skrives i loggen med hvem som er med.',
  download: (format: string) => `Last ned sykefravær (${format})`,
  sheet: 'Sykefravær',
  fileName: (organizationName: string, year: number) => `Sykefravær ${organizationName} ${year}`,
  columns: {
    name: words.name,
    email: words.email,
    kind: 'Fraværstype',
    startDate: 'Fra',
    endDate: 'Til',
    team: words.team,
    /** Egenmelding and Sykmelding count calendar days, Sykt barn working days (inside the year). */
    days: (year: number) => `Dager i ${year}`,
    percentage: 'Prosent',
  },
  /** The existing reports and exports never count sick kinds: asked for by ?kind=, they refuse. */
  notForApiKeys: 'Sykefravær er helseopplysninger og kan ikke hentes med en API-nøkkel.',
  notInReports: 'Sykefravær er helseopplysninger og finnes bare i eksporten «Sykefravær» under Rapporter.',
} as const;

/** The audit entry of an admin's read ('sick.record_read'). */
export const sickAudit = {
  recordRead: (actor: string, subject: string, count: number) =>
    `${actor} så sykefraværet til ${subject} (${count} ${count === 1 ? 'registrering' : 'registreringer'})`,
  retentionDeleted: (count: number) =>
    `Systemet slettet ${count} ${count === 1 ? 'sykefraværsregistrering' : 'sykefraværsregistreringer'} etter lagringstiden`,
} as const;
