import { useId } from 'react';
import { staffing } from '@ferieplan/texts';
import type { StaffingCalendarProps } from '@ferieplan/ui';

type TeamOption = StaffingCalendarProps['teams'][number];

/** 'Alle team' plus each team; '' means all teams. */
export function TeamFilter({ teams, value, onChange }: { teams: TeamOption[]; value: string; onChange: (teamId: string) => void }) {
  const id = useId();
  return (
    <div className="staffing-team-filter">
      <label htmlFor={id} className="fp-label">
        {staffing.teamFilterLabel}
      </label>
      <select id={id} className="fp-input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{staffing.allTeams}</option>
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </select>
    </div>
  );
}
