import { useId, useState, type FormEvent } from 'react';
import type { Team } from '@ferieplan/contracts';
import { teamsApi } from '@ferieplan/api-client';
import { adminTeams, common } from '@ferieplan/texts';
import { Modal } from '@ferieplan/ui';
import { notify, errorMessage } from '../../notify.js';

interface TeamModalProps {
  organizationId: string;
  /** null creates a new team. */
  team: Team | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

export function TeamModal({ organizationId, team, onClose, onSaved }: TeamModalProps) {
  const id = useId();
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
        <div className="fp-field">
          <label htmlFor={`${id}-name`}>{adminTeams.nameLabel}</label>
          <input
            id={`${id}-name`}
            required
            maxLength={100}
            value={name}
            disabled={saving}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="fp-error">
              {error}
            </p>
          )}
        </div>
        <div className="admin-form__buttons">
          <button type="button" className="fp-button fp-button--secondary" onClick={onClose} disabled={saving}>
            {common.cancel}
          </button>
          <button type="submit" className="fp-button" disabled={saving}>
            {saving ? common.saving : team ? adminTeams.updateButton : adminTeams.createButton}
          </button>
        </div>
      </form>
    </Modal>
  );
}
