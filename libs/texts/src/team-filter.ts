import { words } from './words.js';

/** The team choice above the reports and the staffing calendar (the staffing spec's 'Team'/'Alle team'). */
export const teamFilter = {
  label: words.team,
  allTeams: words.allTeams,
} as const;
