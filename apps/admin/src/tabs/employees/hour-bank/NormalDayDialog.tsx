import { useState, type FormEvent } from 'react';
import { changedBy, hourBankApi, useApiMutation, userMessage } from '@ferieplan/api-client';
import type { HourBankMemberBalance } from '@ferieplan/contracts';
import {
  absenceErrors,
  common,
  formatDecimal,
  formatHours,
  hourBankAdmin as texts,
  hourBankTexts,
} from '@ferieplan/texts';
import { Field, FormDialog } from '@ferieplan/ui';
import { checkNormalDay } from './hour-bank-input.js';

interface NormalDayDialogProps {
  organizationId: string;
  /** The organisation's normal day (the default the empty field stands for). */
  organizationHours: number;
  member: HourBankMemberBalance;
  onClose: () => void;
}

/** A member's own normal day in hours; empty = the organisation's. */
export function NormalDayDialog({
  organizationId,
  organizationHours,
  member,
  onClose,
}: NormalDayDialogProps) {
  const [hours, setHours] = useState(
    member.ownNormalDayHours === null ? '' : formatDecimal(member.ownNormalDayHours),
  );
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation(
    (normalDayHours: number | null) => hourBankApi.setMemberNormalDay(member.userId, { normalDayHours }),
    () => changedBy.hourBank(organizationId),
    { success: hourBankTexts.normalDaySaved, failure: () => null },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = checkNormalDay(hours, true);
    if (value === undefined) {
      setError(absenceErrors.normalDayInvalid);
      return;
    }
    save.mutate(value, { onSuccess: onClose });
  };
  return (
    <FormDialog
      title={texts.normalDayFor(member.name)}
      onClose={onClose}
      onSubmit={submit}
      error={save.error ? userMessage(save.error, { fallback: hourBankTexts.normalDaySaveFailed }) : null}
      confirmLabel={common.save}
      busy={save.isPending}
    >
      <Field
        label={texts.memberNormalDay}
        hint={texts.memberNormalDayHint(formatHours(organizationHours))}
        inputMode="decimal"
        autoComplete="off"
        value={hours}
        error={error}
        onChange={(event) => {
          setHours(event.target.value);
          setError(null);
        }}
      />
    </FormDialog>
  );
}
