import { useId, useState, type FormEvent } from 'react';
import type { PlanningSettings, UpdatePlanningSettingsBody } from '@ferieplan/contracts';
import { serverPlanning } from '@ferieplan/texts';
import { adminPlanningSettings as texts } from '@ferieplan/texts/planning-tab';
import { Field } from '@ferieplan/ui';
import { MAX_TRANSFER_LIMIT } from '@ferieplan/vacation-rules';
import { monthDayFromDisplay, monthDayToDisplay } from '../../logic/month-day.js';
import { wholeNumberInput } from '../../components/whole-number-input.js';
import { SubmitButton } from '../../components/SubmitButton.js';

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
  const id = useId();
  const [limit, setLimit] = useState(String(settings.transferLimit));
  const [deadline, setDeadline] = useState(monthDayToDisplay(settings.summerRequestDeadline));
  const [limitError, setLimitError] = useState<string | null>(null);
  const [deadlineError, setDeadlineError] = useState<string | null>(null);
  const pro = settings.advancedPlanning;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const transferLimit = Number(limit);
    const limitValid =
      limit.trim() !== '' &&
      Number.isInteger(transferLimit) &&
      transferLimit >= 0 &&
      transferLimit <= MAX_TRANSFER_LIMIT;
    const summerRequestDeadline = pro ? monthDayFromDisplay(deadline) : null;
    setLimitError(limitValid ? null : serverPlanning.transferLimitInvalid(MAX_TRANSFER_LIMIT));
    setDeadlineError(summerRequestDeadline === undefined ? texts.deadlineInvalid : null);
    if (!limitValid || summerRequestDeadline === undefined) return;
    onSave(pro ? { transferLimit, summerRequestDeadline } : { transferLimit });
  };

  return (
    <section className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section__title">
        {texts.title}
      </h2>
      <form className="admin-form" onSubmit={submit} noValidate>
        <Field
          label={texts.transferLimitLabel}
          hint={texts.transferLimitHint}
          error={limitError}
          {...wholeNumberInput}
          min={0}
          max={MAX_TRANSFER_LIMIT}
          value={limit}
          disabled={busy}
          onValue={setLimit}
        />
        <Field
          label={texts.deadlineLabel}
          hint={pro ? texts.deadlineHint : texts.deadlinePro}
          error={deadlineError}
          inputMode="numeric"
          placeholder="01.04"
          maxLength={5}
          value={deadline}
          disabled={busy || !pro}
          onValue={setDeadline}
        />
        <SubmitButton busy={busy} label={texts.save} busyLabel={texts.saving} />
      </form>
    </section>
  );
}
