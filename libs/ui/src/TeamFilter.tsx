import { teamFilter } from '@ferieplan/texts';
import { TeamSelect, type TeamSelectProps } from './TeamSelect.js';

type TeamFilterProps = Omit<TeamSelectProps, 'label' | 'noTeamLabel'>;

/** 'Team' with 'Alle team' first: the team choice above the reports and the staffing calendar. */
export function TeamFilter(props: TeamFilterProps) {
  return <TeamSelect label={teamFilter.label} noTeamLabel={teamFilter.allTeams} {...props} />;
}
