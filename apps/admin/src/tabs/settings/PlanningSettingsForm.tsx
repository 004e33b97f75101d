import type { FormEvent } from 'react';
import type { PlanningSettings, UpdatePlanningSettingsBody } from '@ferieplan/contracts';
import { serverPlanning } from '@ferieplan/texts';
import { adminPlanningSettings as texts } from '@ferieplan/texts/planning-tab';
import { Field, useFieldState } from '@ferieplan/ui';
import { MAX_TRANSFER_LIMIT } from '@ferieplan/vacation-rules';
import { monthDayFromDisplay, monthDayToDisplay } from '../../logic/month-day.js';
import { WholeNumberField } from '../../components/WholeNumberField.js';
import { proLocked } from '../../components/pro-locked.js';
import { SubmitButton } from '../../components/SubmitButton.js';
import { AdminCard } from '../../components/AdminCard.js';

interface PlanningSettingsFormProps {
  settings: PlanningSettings;
  busy: boolean;
  onSave: (body: UpdatePlanningSettingsBody) => void;
}

/**
 * The 'Ferieplanlegging' card: the transfer limit (every plan) and the summer-request deadline (Pro;
 * Starter sees why it is locked). The server validates both again.
 */
export function PlanningSettingsForm({ settings, busy, onSave }: PlanningSettingsFormProps) {
  const limit = useFieldState(String(settings.transferLimit));
  const deadline = useFieldState(monthDayToDisplay(settings.summerRequestDeadline));
  const pro = settings.advancedPlanning;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const transferLimit = Number(limit.value);
    const limitValid =
      limit.value.trim() !== '' &&
      Number.isInteger(transferLimit) &&
      transferLimit >= 0 &&
      transferLimit <= MAX_TRANSFER_LIMIT;
    const summerRequestDeadline = pro ? monthDayFromDisplay(deadline.value) : null;
    limit.setError(limitValid ? null : serverPlanning.transferLimitInvalid(MAX_TRANSFER_LIMIT));
    deadline.setError(summerRequestDeadline === undefined ? texts.deadlineInvalid : null);
    if (!limitValid || summerRequestDeadline === undefined) return;
    onSave(pro ? { transferLimit, summerRequestDeadline } : { transferLimit });
  };

  return (
    <AdminCard title={texts.title}>
      <form className="admin-form" onSubmit={submit} noValidate>
        <WholeNumberField
          label={texts.transferLimitLabel}
          hint={texts.transferLimitHint}
          max={MAX_TRANSFER_LIMIT}
          {...limit.bind}
          disabled={busy}
        />
        <Field
          label={texts.deadlineLabel}
          inputMode="numeric"
          placeholder="01.04"
          maxLength={5}
          {...deadline.bind}
          {...proLocked(pro, busy, texts.deadlineHint, texts.deadlinePro)}
        />
        <SubmitButton busy={busy} label={texts.save} busyLabel={texts.saving} />
      </form>
    </AdminCard>
  );
}
