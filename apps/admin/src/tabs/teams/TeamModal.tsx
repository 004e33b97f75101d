import { useState, type FormEvent } from 'react';
import { MAX_TEAM_NAME_LENGTH, type Team } from '@ferieplan/contracts';
import { changedBy, teamsApi, useApiMutation, userMessage } from '@ferieplan/api-client';
import { adminMinimumStaffing, adminSettings, adminTeams, common, serverPlanning } from '@ferieplan/texts';
import { Field, FormDialog } from '@ferieplan/ui';
import { MAX_STAFFING, MIN_STAFFING } from '@ferieplan/vacation-rules';
import { parseMinimum } from '../../logic/minimum-staffing.js';
import { NameField } from '../../components/NameField.js';
import { wholeNumberInput } from '../../components/whole-number-input.js';

interface TeamModalProps {
  organizationId: string;
  /** null creates a new team. */
  team: Team | null;
  onClose: () => void;
  onSaved: () => void;
  /** 'Minst {n} på jobb' is a Pro feature; Starter sees why and the way to Pro. */
  pro: boolean;
  onUpgrade: () => void;
}

export function TeamModal({ organizationId, team, onClose, onSaved, pro, onUpgrade }: TeamModalProps) {
  const [name, setName] = useState(team?.name ?? '');
  const [minimumText, setMinimumText] = useState(
    team?.minimumStaffing == null ? '' : String(team.minimumStaffing),
  );
  const [error, setError] = useState<string | null>(null);
  const [minimumError, setMinimumError] = useState<string | null>(null);
  const failureText = (failure: unknown) =>
    userMessage(failure, { fallback: team ? adminTeams.updateFailed : adminTeams.createFailed });
  const save = useApiMutation(
    async ({ trimmed, minimum }: { trimmed: string; minimum: number | null }) => {
      const saved = team
        ? await teamsApi.update(team.id, { name: trimmed })
        : await teamsApi.create({ name: trimmed, organizationId });
      if (minimum !== (team?.minimumStaffing ?? null)) await teamsApi.setMinimumStaffing(saved.id, minimum);
    },
    () => changedBy.team(organizationId),
    { success: team ? adminTeams.updated : adminTeams.created, failure: failureText },
  );
  const saving = save.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const minimum = pro ? parseMinimum(minimumText) : (team?.minimumStaffing ?? null);
    setError(trimmed ? null : adminTeams.nameRequired);
    setMinimumError(
      minimum === undefined ? serverPlanning.minimumStaffingInvalid(MIN_STAFFING, MAX_STAFFING) : null,
    );
    if (!trimmed || minimum === undefined) return;
    // The failure shows under the name too, not only in the toast.
    save.mutate(
      { trimmed, minimum },
      { onSuccess: onSaved, onError: (failure) => setError(failureText(failure)) },
    );
  };

  return (
    <FormDialog
      title={team ? adminTeams.editTitle : adminTeams.createTitle}
      onClose={onClose}
      onSubmit={submit}
      confirmLabel={team ? adminTeams.updateButton : adminTeams.createButton}
      busyLabel={common.saving}
      busy={saving}
    >
      <NameField
        label={adminTeams.nameLabel}
        error={error}
        maxLength={MAX_TEAM_NAME_LENGTH}
        value={name}
        disabled={saving}
        onValue={setName}
      />
      <Field
        label={adminMinimumStaffing.label}
        hint={pro ? adminMinimumStaffing.hint : adminMinimumStaffing.pro}
        error={minimumError}
        {...wholeNumberInput}
        min={MIN_STAFFING}
        max={MAX_STAFFING}
        value={minimumText}
        disabled={saving || !pro}
        onValue={setMinimumText}
      />
      {!pro && (
        <button type="button" className="fp-button fp-button--link admin-small" onClick={onUpgrade}>
          {adminSettings.upgradeButton}
        </button>
      )}
    </FormDialog>
  );
}
