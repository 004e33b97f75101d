import type { FormEvent } from 'react';
import { MAX_TEAM_NAME_LENGTH, type Team } from '@ferieplan/contracts';
import { changedBy, teamsApi, useApiMutation, userMessage } from '@ferieplan/api-client';
import { adminMinimumStaffing, adminSettings, adminTeams, common, serverPlanning } from '@ferieplan/texts';
import { useFieldState } from '@ferieplan/ui';
import { MAX_STAFFING, MIN_STAFFING } from '@ferieplan/vacation-rules';
import { parseMinimum } from '../../logic/minimum-staffing.js';
import { NameField } from '../../components/NameField.js';
import { proLocked } from '../../components/pro-locked.js';
import { SaveDialog } from '../../components/SaveDialog.js';
import { WholeNumberField } from '../../components/WholeNumberField.js';

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
  const name = useFieldState(team?.name ?? '');
  const minimumText = useFieldState(team?.minimumStaffing == null ? '' : String(team.minimumStaffing));
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
    const trimmed = name.value.trim();
    const minimum = pro ? parseMinimum(minimumText.value) : (team?.minimumStaffing ?? null);
    name.setError(trimmed ? null : adminTeams.nameRequired);
    minimumText.setError(
      minimum === undefined ? serverPlanning.minimumStaffingInvalid(MIN_STAFFING, MAX_STAFFING) : null,
    );
    if (!trimmed || minimum === undefined) return;
    // The failure shows under the name too, not only in the toast.
    save.mutate(
      { trimmed, minimum },
      { onSuccess: onSaved, onError: (failure) => name.setError(failureText(failure)) },
    );
  };

  return (
    <SaveDialog
      title={team ? adminTeams.editTitle : adminTeams.createTitle}
      onClose={onClose}
      onSubmit={submit}
      confirmLabel={team ? common.update : common.create}
      busy={saving}
    >
      <NameField
        label={adminTeams.nameLabel}
        maxLength={MAX_TEAM_NAME_LENGTH}
        {...name.bind}
        disabled={saving}
      />
      <WholeNumberField
        label={adminMinimumStaffing.label}
        min={MIN_STAFFING}
        max={MAX_STAFFING}
        {...minimumText.bind}
        {...proLocked(pro, saving, adminMinimumStaffing.hint, adminMinimumStaffing.pro)}
      />
      {!pro && (
        <button type="button" className="fp-button fp-button--link admin-small" onClick={onUpgrade}>
          {adminSettings.upgradeButton}
        </button>
      )}
    </SaveDialog>
  );
}
