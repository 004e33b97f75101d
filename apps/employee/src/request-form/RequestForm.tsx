// 'Ny ferieforespørsel': the request form for the selected year (spec "Holiday list and request form").
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { changedBy, useApiMutation, userMessage, vacationRequestsApi } from '@ferieplan/api-client';
import { getIdToken } from '@ferieplan/auth-store';
import { MAX_DESCRIPTION_LENGTH, type WorkPattern } from '@ferieplan/contracts';
import { absenceEmployee, employee as texts } from '@ferieplan/texts';
import { notify } from '@ferieplan/ui';
import {
  ABSENCE_KIND_RULES,
  DEFAULT_ABSENCE_KIND,
  DEFAULT_NORMAL_DAY_HOURS,
  isDayOfYear,
  patternOn,
  type AbsenceField,
} from '@ferieplan/vacation-rules';
import { DateField } from '@ferieplan/ui/date-field';
import { AbsenceFields } from '../absence/AbsenceFields.js';
import {
  absenceDraftProblem,
  absenceFields,
  absencePreview,
  EMPTY_ABSENCE_DRAFT,
  type AbsenceDraft,
} from '../absence/absence-draft.js';
import { useOfferedKinds } from '../absence/useOfferedKinds.js';
import { SickChildDaysLeft } from '../sick-child/SickChildDaysLeft.js';
import { StaffingWarningNote } from './StaffingWarningNote.js';
import { useStaffingWarning } from './useStaffingWarning.js';
import { dateBounds, endAfterStartChange, validateRequest } from './validate.js';

interface RequestFormProps {
  year: number;
  organizationId: string;
  /** Pro: warn when the team is already at its minimum on some of the chosen days. */
  advancedPlanning?: boolean;
  /** The person's normal day in hours (their hour bank's), to weigh hours as days in the preview. */
  normalDayHours?: number;
  /** Issue 26: the person's work patterns; the preview counts only their working days. */
  workPatterns?: readonly WorkPattern[];
}

export function RequestForm({
  year,
  organizationId,
  advancedPlanning = false,
  normalDayHours = DEFAULT_NORMAL_DAY_HOURS,
  workPatterns = [],
}: RequestFormProps) {
  const id = useId();
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [description, setDescription] = useState('');
  const kinds = useOfferedKinds(organizationId);
  const [draft, setDraft] = useState<AbsenceDraft>(EMPTY_ABSENCE_DRAFT);
  // The absence field the message is about (the dates mark themselves by the message).
  const [errorField, setErrorField] = useState<AbsenceField | null>(null);
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

  // A kind switched off meanwhile falls back to Ferie.
  const chosen = kinds.includes(draft.kind) ? draft : EMPTY_ABSENCE_DRAFT;
  const isFerie = chosen.kind === DEFAULT_ABSENCE_KIND;
  const period = { startDate, endDate };
  const bounds = dateBounds(year, startDate);
  const draftError = validateRequest(period, year);
  const preview = draftError
    ? null
    : absencePreview(chosen, period, normalDayHours, patternOn(workPatterns, startDate));
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

  function changeDraft(next: AbsenceDraft) {
    setDraft(next);
    setError(null);
    setErrorField(null);
  }

  function changeDescription(value: string) {
    setDescription(value);
    if (errorField === 'description') {
      setError(null);
      setErrorField(null);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const message = validateRequest(period, year);
    const problem = message ? null : absenceDraftProblem(chosen, period, description);
    setError(message ?? problem?.message ?? null);
    setErrorField(problem?.field ?? null);
    // Keyboard and screen-reader users land on the field to fix.
    if (message) {
      const startIsWrong =
        message === texts.startRequired || (message === texts.notInYear && !isDayOfYear(startDate, year));
      (startIsWrong ? startRef : endRef).current?.focus();
      return;
    }
    if (problem) {
      document.getElementById(`${id}-${problem.field}`)?.focus();
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
        ...absenceFields(chosen, period),
      });
      notify.success(isFerie ? texts.submitted : absenceEmployee.submitted);
      setStartDate('');
      setEndDate('');
      setDescription('');
      setDraft(EMPTY_ABSENCE_DRAFT);
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
  const needsDescription = ABSENCE_KIND_RULES[chosen.kind].needsDescription;
  // The kind selector sits above the dates, the kind's own fields (half days, hours, percentage) below them.
  const absenceFieldProps = {
    idPrefix: id,
    kinds,
    draft: chosen,
    onChange: changeDraft,
    oneDay: startDate !== '' && startDate === endDate,
    disabled: sending,
    invalidField: errorField,
    errorId,
  };
  return (
    <form className="emp-form" onSubmit={submit} noValidate>
      <AbsenceFields {...absenceFieldProps} part="kind" />
      <div className="emp-form__dates">
        {dateFields.map(({ wrongWith, ...field }) => (
          <DateField
            key={field.label}
            {...field}
            required
            disabled={sending}
            describedBy={error && !errorField ? errorId : undefined}
            invalid={!errorField && wrongWith.some((message) => message === error)}
          />
        ))}
      </div>
      {/* Always rendered (one line high) so that a message or the day count does not move the form. */}
      <p className="emp-form__feedback">
        {error ? (
          <span id={errorId} className="emp-form__error" role="alert">
            {error}
          </span>
        ) : preview !== null ? (
          <span className="emp-form__preview">{preview}</span>
        ) : null}
      </p>
      <AbsenceFields {...absenceFieldProps} part="amount" />
      {chosen.kind === 'SyktBarn' && <SickChildDaysLeft organizationId={organizationId} year={year} />}
      {staffingWarning && <StaffingWarningNote warning={staffingWarning} />}
      <div className="emp-field">
        <label htmlFor={`${id}-description`}>{texts.description}</label>
        <textarea
          id={`${id}-description`}
          rows={3}
          maxLength={MAX_DESCRIPTION_LENGTH}
          placeholder={
            isFerie
              ? texts.descriptionPlaceholder
              : needsDescription
                ? absenceEmployee.descriptionRequiredPlaceholder
                : absenceEmployee.descriptionOptionalPlaceholder
          }
          required={needsDescription}
          aria-invalid={errorField === 'description' || undefined}
          aria-describedby={errorField === 'description' ? errorId : undefined}
          value={description}
          disabled={sending}
          onChange={(event) => changeDescription(event.target.value)}
        />
      </div>
      <button type="submit" className="fp-button" disabled={sending}>
        {sending ? texts.submitting : isFerie ? texts.submit : absenceEmployee.submit}
      </button>
    </form>
  );
}
