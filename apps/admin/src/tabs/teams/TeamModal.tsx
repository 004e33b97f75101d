import { useState, type FormEvent } from 'react';
import type { Team } from '@ferieplan/contracts';
import { changedBy, teamsApi, useApiMutation, userMessage } from '@ferieplan/api-client';
import { adminTeams } from '@ferieplan/texts';
import { Field, Modal, notify } from '@ferieplan/ui';
import { FormButtons } from '../../components/FormButtons.js';

interface TeamModalProps {
  organizationId: string;
  /** null creates a new team. */
  team: Team | null;
  onClose: () => void;
  onSaved: () => void;
}

export function TeamModal({ organizationId, team, onClose, onSaved }: TeamModalProps) {
  const [name, setName] = useState(team?.name ?? '');
  const save = useApiMutation(
    (trimmed: string) => (team ? teamsApi.update(team.id, { name: trimmed }) : teamsApi.create({ name: trimmed, organizationId })),
    () => changedBy.teams(organizationId),
  );
  const saving = save.isPending;
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(adminTeams.nameRequired);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(trimmed);
      notify.success(team ? adminTeams.updated : adminTeams.created);
      onSaved();
    } catch (caught) {
      const message = userMessage(caught, { fallback: team ? adminTeams.updateFailed : adminTeams.createFailed });
      setError(message);
      notify.error(message);
    }
  };

  return (
    <Modal open title={team ? adminTeams.editTitle : adminTeams.createTitle} onClose={onClose}>
      <form className="admin-form" onSubmit={submit} noValidate>
        <Field
          label={adminTeams.nameLabel}
          error={error}
          required
          maxLength={100}
          value={name}
          disabled={saving}
          onChange={(event) => setName(event.target.value)}
        />
        <FormButtons
          onCancel={onClose}
          busy={saving}
          submitLabel={team ? adminTeams.updateButton : adminTeams.createButton}
        />
      </form>
    </Modal>
  );
}
