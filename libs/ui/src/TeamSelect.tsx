import { useId } from 'react';
import './styles.js';

export interface TeamSelectProps {
  label: string;
  /** The first choice, value '': all teams, no team or the whole organisation. */
  noTeamLabel: string;
  teams: ReadonlyArray<{ id: string; name: string }>;
  /** A team's id, or ''. */
  value: string;
  onChange: (teamId: string) => void;
  disabled?: boolean;
  /** More classes for the labelled field (its place in a toolbar). */
  className?: string;
}

/** A labelled choice of one of the organisation's teams (filters, assigning a member, a feed's scope). */
export function TeamSelect({
  label,
  noTeamLabel,
  teams,
  value,
  onChange,
  disabled,
  className,
}: TeamSelectProps) {
  const id = useId();
  return (
    <div className={className ? `fp-field ${className}` : 'fp-field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <option value="">{noTeamLabel}</option>
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </select>
    </div>
  );
}
