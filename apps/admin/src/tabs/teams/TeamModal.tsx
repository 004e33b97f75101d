import { useState, type FormEvent } from 'react';
import type { Team } from '@ferieplan/contracts';
import { teamsApi } from '@ferieplan/api-client';
import { adminTeams } from '@ferieplan/texts';
import { Modal } from '@ferieplan/ui';
import { notify, errorMessage } from '../../notify.js';
import { CheckedField } from '../../components/CheckedField.js';
import { FormButtons } from '../../components/FormButtons.js';

interface TeamModalProps {
  organizationId: string;
  /** null creates a new team. */
  team: Team | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

export function TeamModal({ organizationId, team, onClose, onSaved }: TeamModalProps) {
  const [name, setName] = useState(team?.name ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(adminTeams.nameRequired);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      if (team) {
        await teamsApi.update(team.id, { name: trimmed });
        notify.success(adminTeams.updated);
      } else {
        await teamsApi.create({ name: trimmed, organizationId });
        notify.success(adminTeams.created);
      }
      await onSaved();
    } catch (caught) {
      const message = errorMessage(caught, team ? adminTeams.updateFailed : adminTeams.createFailed);
      setError(message);
      notify.error(message);
      setSaving(false);
    }
  };

  return (
    <Modal open title={team ? adminTeams.editTitle : adminTeams.createTitle} onClose={onClose}>
      <form className="admin-form" onSubmit={submit} noValidate>
        <CheckedField
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
