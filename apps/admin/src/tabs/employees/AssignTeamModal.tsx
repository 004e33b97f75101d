import { useState, type FormEvent } from 'react';
import type { Employee, Team } from '@ferieplan/contracts';
import { changedBy, teamsApi, useApiMutation, userMessage } from '@ferieplan/api-client';
import { adminEmployees } from '@ferieplan/texts';
import { notify, TeamSelect } from '@ferieplan/ui';
import { SaveDialog } from '../../components/SaveDialog.js';
import { planTeamAssignment } from '../../logic/team-assignment.js';

interface AssignTeamModalProps {
  employee: Employee;
  teams: Team[];
  onClose: () => void;
  onSaved: () => void;
}

/** 'Tildel team til {employee}': choosing a team adds the employee to it; '-- Ikke tildelt --' removes. */
export function AssignTeamModal({ employee, teams, onClose, onSaved }: AssignTeamModalProps) {
  const known = teams.some((team) => team.id === employee.teamId);
  const [chosen, setChosen] = useState(known ? (employee.teamId ?? '') : '');
  // The API moves a member out of a previous team when adding them to another.
  const assign = useApiMutation(
    ({ kind, teamId }: { kind: 'add' | 'remove'; teamId: string }) =>
      kind === 'add' ? teamsApi.addMember(teamId, employee.id) : teamsApi.removeMember(teamId, employee.id),
    () => changedBy.people(employee.organizationId),
    {
      success: (_, { kind }) =>
        kind === 'add' ? adminEmployees.assigned(employee.name) : adminEmployees.unassigned(employee.name),
      failure: (error, { kind }) =>
        userMessage(error, {
          fallback: kind === 'add' ? adminEmployees.addMemberFailed : adminEmployees.removeMemberFailed,
        }),
    },
  );
  const saving = assign.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const plan = planTeamAssignment(
      employee.teamId,
      chosen || null,
      teams.map((team) => team.id),
    );
    if (plan.kind === 'none') {
      notify.info(adminEmployees.noChange);
      onClose();
      return;
    }
    assign.mutate(plan, { onSuccess: onSaved });
  };

  return (
    <SaveDialog
      title={adminEmployees.assignTitle(employee.name)}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
    >
      <TeamSelect
        label={adminEmployees.selectTeam}
        noTeamLabel={adminEmployees.unassignedOption}
        teams={teams}
        value={chosen}
        disabled={saving}
        onChange={setChosen}
      />
    </SaveDialog>
  );
}
