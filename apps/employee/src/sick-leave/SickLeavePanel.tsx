// 'Sykefravær' on the employee dashboard (issue 25, its own chunk): the person registers an egenmelding
// or a sykmelding (with its grade) at once, without approval, and sees what is left of egenmelding.
// Only dates and the grade are sent: no description, nothing about health.
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  changedBy,
  sickLeaveQueries,
  useApiMutation,
  userMessage,
  vacationRequestsApi,
} from '@ferieplan/api-client';
import { AbsenceKind } from '@ferieplan/contracts';
import {
  absenceFieldMessage,
  absenceKindName,
  requestRuleMessage,
  sickLeaveAdmin,
  sickLeaveEmployee as texts,
} from '@ferieplan/texts';
import { Field } from '@ferieplan/ui';
import { brokenAbsenceField, brokenRequestRule, calendarDaysOf } from '@ferieplan/vacation-rules';
import { quotaLines } from './quota-line.js';

type SickKind = typeof AbsenceKind.Egenmelding | typeof AbsenceKind.Sykmelding;
const KINDS: readonly SickKind[] = [AbsenceKind.Egenmelding, AbsenceKind.Sykmelding];

export default function SickLeavePanel({ organizationId }: { organizationId: string }) {
  const id = useId();
  const [kind, setKind] = useState<SickKind>(AbsenceKind.Egenmelding);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [percentage, setPercentage] = useState('100');
  const [error, setError] = useState<string | null>(null);
  const quota = useQuery({ ...sickLeaveQueries.myQuota(organizationId), meta: { errorToast: () => null } });
  const register = useApiMutation(vacationRequestsApi.create, () => changedBy.sickLeave(organizationId), {
    success: texts.registered,
    // The server's reason (a limit: a sykmelding from a doctor is needed) stays on screen.
    failure: () => null,
    onFailure: (caught) => setError(userMessage(caught, { fallback: sickLeaveAdmin.registerFailed })),
  });
  // A change clears the last message, so the day count shows again.
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };
  const period = { startDate, endDate };
  const days = startDate && endDate && endDate >= startDate ? calendarDaysOf(period) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rules, checked first here (one definition in @ferieplan/vacation-rules).
    const grade = kind === AbsenceKind.Sykmelding ? Number(percentage) : undefined;
    const broken = brokenRequestRule(period, {});
    if (broken) return setError(requestRuleMessage(broken));
    const field = brokenAbsenceField({ kind, percentage: grade });
    if (field) return setError(absenceFieldMessage(field.problem));
    setError(null);
    register.mutate(
      {
        organizationId,
        startDate,
        endDate,
        kind,
        ...(grade !== undefined && grade !== 100 ? { percentage: grade } : {}),
      },
      {
        onSuccess: () => {
          setStartDate('');
          setEndDate('');
          setPercentage('100');
        },
      },
    );
  };

  return (
    <section className="emp-panel emp-sick" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="emp-panel__title">
        {sickLeaveAdmin.title}
      </h2>
      <form className="emp-form" onSubmit={submit} noValidate>
        <fieldset className="emp-form__checks">
          <legend>{texts.kindLegend}</legend>
          {KINDS.map((option) => (
            <div key={option} className="emp-check">
              <input
                type="radio"
                id={`${id}-${option}`}
                name={`${id}-kind`}
                checked={kind === option}
                onChange={() => {
                  setKind(option);
                  setError(null);
                }}
              />
              <label htmlFor={`${id}-${option}`}>{absenceKindName(option)}</label>
            </div>
          ))}
        </fieldset>
        {kind === AbsenceKind.Egenmelding && quota.data && (
          <ul className="emp-sick__quota" aria-live="polite">
            {quotaLines(quota.data).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <div className="emp-form__dates">
          <Field label={texts.firstDay} type="date" value={startDate} onValue={edit(setStartDate)} required />
          <Field label={texts.lastDay} type="date" value={endDate} onValue={edit(setEndDate)} required />
        </div>
        {kind === AbsenceKind.Sykmelding && (
          <Field
            label={sickLeaveAdmin.percentage}
            inputMode="numeric"
            value={percentage}
            onValue={edit(setPercentage)}
            hint={texts.sykmeldingPercentageHint}
          />
        )}
        <p className="emp-form__feedback">
          {error ? (
            <span className="emp-form__error" role="alert">
              {error}
            </span>
          ) : days !== null ? (
            <span className="emp-form__preview">{texts.previewCalendarDays(days)}</span>
          ) : null}
        </p>
        <p className="fp-hint">{texts.registeredWithoutApproval}</p>
        <button type="submit" className="fp-button" disabled={register.isPending}>
          {texts.register}
        </button>
      </form>
    </section>
  );
}
