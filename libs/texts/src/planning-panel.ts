// 'Ferieplanlegging' on the employee dashboard (issue 12, Pro): hovedferie, the own calendar feed and
// the Starter note. A subpath of the catalogue (@ferieplan/texts/planning-panel), like the privacy
// notice: it loads with the panel's lazy chunk, not with every page's shared catalogue.
// Beyond the spec; 'Oppgrader til Pro' is the spec's words.
import { words } from './words.js';

const days = (count: number) => `${count} ${count === 1 ? 'dag' : 'dager'}`;

export const planningPanel = {
  // The Pro panel.
  panelTitle: 'Ferieplanlegging',
  proOnly: 'Hovedferie-oversikt, varsel om bemanning og egen kalenderlenke er en del av Pro-planen.',
  adminCanUpgrade: 'Administratoren i organisasjonen kan oppgradere til Pro.',
  upgrade: words.upgradeToPro,
  readAboutPro: 'Les mer om Pro',

  // Hovedferie (ferieloven § 7 (1)).
  mainHolidayTitle: 'Hovedferie',
  mainHolidayWindow: (year: number) => `1. juni–30. september ${year}`,
  mainHolidayPlanned: (planned: number, required: number) => `${planned} av ${required} dager planlagt`,
  mainHolidayBreakdown: (approved: number, pending: number) =>
    `${days(approved)} godkjent, ${days(pending)} venter på godkjenning`,
  mainHolidayReached: 'Du har planlagt hele hovedferien (tre uker).',
  mainHolidayMissing: (missing: number) => `Du mangler ${days(missing)} på tre uker ferie i sommerperioden.`,
  mainHolidayMeter: 'Planlagte sommerferiedager',

  // The member's own calendar feed.
  feedTitle: 'Kalenderlenke',
  feedIntro:
    'Abonner på den godkjente ferien din i Google Kalender, Outlook eller Apple Kalender med en hemmelig lenke.',
  feedNone: 'Du har ingen kalenderlenke ennå.',
  feedExists: (date: string) => `Du lagde en kalenderlenke ${date}. Lenken vises bare én gang.`,
  feedCreate: 'Lag kalenderlenke',
  feedRegenerate: 'Lag ny lenke',
  feedRegenerateHint: 'En ny lenke gjør at den gamle slutter å virke med én gang.',
  feedCreating: 'Lager lenke...',
  feedUrlLabel: 'Din hemmelige kalenderlenke',
  feedUrlHint: 'Del ikke lenken: alle som har den, kan se ferien din.',
  feedCopy: 'Kopier',
  feedCopied: 'Lenken er kopiert',
  feedCopyFailed: 'Kunne ikke kopiere. Merk lenken og kopier den selv.',
  feedCreated: 'Kalenderlenken er laget',
} as const;
