import { useId, useState, type FormEvent } from 'react';
import type { Employee, Team } from '@ferieplan/contracts';
import { teamsApi } from '@ferieplan/api-client';
import { adminEmployees, common } from '@ferieplan/texts';
import { Modal } from '@ferieplan/ui';
import { notify, errorMessage } from '../../notify.js';
import { planTeamAssignment } from '../../logic/team-assignment.js';
import { FormButtons } from '../../components/FormButtons.js';

interface AssignTeamModalProps {
  employee: Employee;
  teams: Team[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** 'Tildel team til {employee}': choosing a team adds the employee to it; '-- Ikke tildelt --' removes. */
export function AssignTeamModal({ employee, teams, onClose, onSaved }: AssignTeamModalProps) {
  const id = useId();
  const known = teams.some((team) => team.id === employee.teamId);
  const [chosen, setChosen] = useState(known ? (employee.teamId ?? '') : '');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
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
    setSaving(true);
    try {
      if (plan.kind === 'add') {
        // The API moves a member out of a previous team when adding them to another.
        await teamsApi.addMember(plan.teamId, employee.id);
        notify.success(adminEmployees.assigned(employee.name));
      } else {
        await teamsApi.removeMember(plan.teamId, employee.id);
        notify.success(adminEmployees.unassigned(employee.name));
      }
      await onSaved();
    } catch (error) {
      notify.error(
        errorMessage(
          error,
          plan.kind === 'add' ? adminEmployees.addMemberFailed : adminEmployees.removeMemberFailed,
        ),
      );
      setSaving(false);
    }
  };

  return (
    <Modal open title={adminEmployees.assignTitle(employee.name)} onClose={onClose}>
      <form className="admin-form" onSubmit={submit}>
        <div className="fp-field">
          <label htmlFor={`${id}-team`}>{adminEmployees.selectTeam}</label>
          <select
            id={`${id}-team`}
            value={chosen}
            disabled={saving}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">{adminEmployees.unassignedOption}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </div>
        <FormButtons onCancel={onClose} busy={saving} submitLabel={common.save} />
      </form>
    </Modal>
  );
}
