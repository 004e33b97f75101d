import { useId, useState, type FormEvent } from 'react';
import { changedBy, hourBankApi, useApiMutation, userMessage } from '@ferieplan/api-client';
import type { HourBankMemberBalance } from '@ferieplan/contracts';
import { hourBankAdmin as texts, hourBankTexts } from '@ferieplan/texts';
import { Field, FormDialog } from '@ferieplan/ui';
import { DateField } from '@ferieplan/ui/date-field';
import { checkEntry, type EntryDraft } from './hour-bank-input.js';

interface HourBankEntryDialogProps {
  organizationId: string;
  member: HourBankMemberBalance;
  onClose: () => void;
}

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Oslo' });

/** 'Registrer timer': 'Opptjent avspasering' adds hours, 'Korrigering' deducts them; a date and a note. */
export function HourBankEntryDialog({ organizationId, member, onClose }: HourBankEntryDialogProps) {
  const id = useId();
  const [draft, setDraft] = useState<EntryDraft>({ type: 'earned', hours: '', date: today(), note: '' });
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const add = useApiMutation(
    (body: { hours: number; date: string; note: string }) => hourBankApi.addEntry(member.userId, body),
    () => changedBy.hourBank(organizationId),
    // The refusal (e.g. the bank would go below 0) is said inside the dialog.
    { success: hourBankTexts.saved, failure: () => null },
  );
  const set = (change: Partial<EntryDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEntry(draft);
    if (!checked.ok) {
      setProblem(checked);
      return;
    }
    add.mutate(checked.body, { onSuccess: onClose });
  };
  const serverError = add.error ? userMessage(add.error, { fallback: hourBankTexts.saveFailed }) : null;
  const errorOf = (field: string) => (problem?.field === field ? problem.message : null);

  return (
    <FormDialog
      title={texts.creditFor(member.name)}
      onClose={onClose}
      onSubmit={submit}
      error={serverError}
      confirmLabel={hourBankTexts.credit}
      busy={add.isPending}
    >
      <div className="fp-field">
        <label htmlFor={`${id}-type`}>{texts.entryType}</label>
        <select
          id={`${id}-type`}
          value={draft.type}
          aria-describedby={`${id}-type-hint`}
          onChange={(event) => set({ type: event.target.value === 'correction' ? 'correction' : 'earned' })}
        >
          <option value="earned">{hourBankTexts.earned}</option>
          <option value="correction">{hourBankTexts.correction}</option>
        </select>
        <span id={`${id}-type-hint`} className="fp-hint">
          {texts.entryTypeHint}
        </span>
      </div>
      <Field
        label={hourBankTexts.hours}
        inputMode="decimal"
        autoComplete="off"
        value={draft.hours}
        error={errorOf('hours')}
        required
        onChange={(event) => set({ hours: event.target.value })}
      />
      <DateField
        label={hourBankTexts.date}
        value={draft.date}
        required
        invalid={problem?.field === 'date'}
        describedBy={problem?.field === 'date' ? `${id}-date-error` : undefined}
        onChange={(date) => set({ date })}
      />
      {problem?.field === 'date' && (
        <p id={`${id}-date-error`} role="alert" className="fp-error">
          {problem.message}
        </p>
      )}
      <Field
        label={hourBankTexts.note}
        maxLength={500}
        value={draft.note}
        error={errorOf('note')}
        required
        onChange={(event) => set({ note: event.target.value })}
      />
    </FormDialog>
  );
}
