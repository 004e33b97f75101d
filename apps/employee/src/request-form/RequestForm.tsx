// 'Ny ferieforespørsel': the request form for the selected year (spec "Holiday list and request form").
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { changedBy, useApiMutation, userMessage, vacationRequestsApi } from '@ferieplan/api-client';
import { getIdToken } from '@ferieplan/auth-store';
import { MAX_DESCRIPTION_LENGTH } from '@ferieplan/contracts';
import { employee as texts } from '@ferieplan/texts';
import { notify } from '@ferieplan/ui';
import { absenceDays, isDayOfYear } from '@ferieplan/vacation-rules';
import { DateField } from '@ferieplan/ui/date-field';
import { StaffingWarningNote } from './StaffingWarningNote.js';
import { useStaffingWarning } from './useStaffingWarning.js';
import { dateBounds, endAfterStartChange, validateRequest } from './validate.js';

interface RequestFormProps {
  year: number;
  organizationId: string;
  /** Pro: warn when the team is already at its minimum on some of the chosen days. */
  advancedPlanning?: boolean;
}

export function RequestForm({ year, organizationId, advancedPlanning = false }: RequestFormProps) {
  const id = useId();
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [description, setDescription] = useState('');
  const [sending, setSending] = useState(false);
  const create = useApiMutation(vacationRequestsApi.create, () => changedBy.vacationRequests(organizationId));
  const [error, setError] = useState<string | null>(null);
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);

  // Dates from another year can never be sent for this one: drop them when the year changes.
  useEffect(() => {
    setStartDate((start) => (start && !isDayOfYear(start, year) ? '' : start));
    setEndDate((end) => (end && !isDayOfYear(end, year) ? '' : end));
    setError(null);
  }, [year]);

  const bounds = dateBounds(year, startDate);
  const draftError = validateRequest({ startDate, endDate }, year);
  const days = draftError ? null : absenceDays({ startDate, endDate });
  const staffingWarning = useStaffingWarning(
    organizationId,
    draftError ? null : { startDate, endDate },
    advancedPlanning,
  );

  function changeStart(value: string) {
    setStartDate(value);
    setEndDate((end) => endAfterStartChange(value, end));
    setError(null);
  }

  function changeEnd(value: string) {
    setEndDate(value);
    setError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const message = validateRequest({ startDate, endDate }, year);
    setError(message);
    if (message) {
      // Keyboard and screen-reader users land on the field to fix.
      const startIsWrong =
        message === texts.startRequired || (message === texts.notInYear && !isDayOfYear(startDate, year));
      (startIsWrong ? startRef : endRef).current?.focus();
      return;
    }

    setSending(true);
    try {
      if (!(await getIdToken())) {
        notify.error(texts.missingToken);
        return;
      }
      await create.mutateAsync({
        organizationId,
        startDate,
        endDate,
        description: description.trim() || null,
      });
      notify.success(texts.submitted);
      setStartDate('');
      setEndDate('');
      setDescription('');
    } catch (caught) {
      console.error(caught);
      // The server's reason (overlap, validation) as 'Feil: ...'; no response at all gets the fallback.
      notify.error(userMessage(caught, { fallback: texts.submitFallback, server: texts.submitError }));
    } finally {
      setSending(false);
    }
  }

  const errorId = `${id}-error`;
  // 'Fra dato' and 'Til dato', each with the messages that mark it as the field to fix.
  const dateFields = [
    {
      inputRef: startRef,
      label: texts.startDate,
      min: bounds.startMin,
      max: bounds.startMax,
      value: startDate,
      onChange: changeStart,
      wrongWith: [texts.startRequired, texts.notInYear],
    },
    {
      inputRef: endRef,
      label: texts.endDate,
      min: bounds.endMin,
      max: bounds.endMax,
      value: endDate,
      onChange: changeEnd,
      wrongWith: [texts.endRequired, texts.notInYear, texts.endBeforeStart],
    },
  ];
  return (
    <form className="emp-form" onSubmit={submit} noValidate>
      <div className="emp-form__dates">
        {dateFields.map(({ wrongWith, ...field }) => (
          <DateField
            key={field.label}
            {...field}
            required
            disabled={sending}
            describedBy={error ? errorId : undefined}
            invalid={wrongWith.some((message) => message === error)}
          />
        ))}
      </div>
      {/* Always rendered (one line high) so that a message or the day count does not move the form. */}
      <p className="emp-form__feedback">
        {error ? (
          <span id={errorId} className="emp-form__error" role="alert">
            {error}
          </span>
        ) : days !== null ? (
          <span className="emp-form__preview">{texts.requestDaysPreview(days)}</span>
        ) : null}
      </p>
      {staffingWarning && <StaffingWarningNote warning={staffingWarning} />}
      <div className="emp-field">
        <label htmlFor={`${id}-description`}>{texts.description}</label>
        <textarea
          id={`${id}-description`}
          rows={3}
          maxLength={MAX_DESCRIPTION_LENGTH}
          placeholder={texts.descriptionPlaceholder}
          value={description}
          disabled={sending}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <button type="submit" className="fp-button" disabled={sending}>
        {sending ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
