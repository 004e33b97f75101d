import { useId, useState, type FormEvent } from 'react';
import { changedBy, sickLeaveApi, useApiMutation } from '@ferieplan/api-client';
import type { EgenmeldingScheme, SickLeaveSettings, UpdateSickLeaveSettingsBody } from '@ferieplan/contracts';
import { common, sickLeaveAdmin as texts, sickLeaveErrors } from '@ferieplan/texts';
import { Field } from '@ferieplan/ui';

/** 'Egenmelding': the law's scheme (folketrygdloven § 8-24) or the extended one (IA-avtale) with its numbers. */
export function EgenmeldingSettingsForm({ settings }: { settings: SickLeaveSettings }) {
  const id = useId();
  const [scheme, setScheme] = useState<EgenmeldingScheme>(settings.scheme);
  const [perOccurrence, setPerOccurrence] = useState(
    String(settings.scheme === 'extended' ? settings.maxDaysPerOccurrence : 8),
  );
  const [in12Months, setIn12Months] = useState(String(settings.maxDaysIn12Months ?? 24));
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const save = useApiMutation(
    (body: UpdateSickLeaveSettingsBody) => sickLeaveApi.updateSettings(settings.organizationId, body),
    () => changedBy.sickLeaveSettings(settings.organizationId),
    { success: texts.settingsSaved, failure: { fallback: texts.settingsFailed } },
  );
  const whole = (text: string, max: number) => {
    const value = Number(text);
    return Number.isInteger(value) && value >= 1 && value <= max ? value : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (scheme === 'law') return save.mutate({ scheme });
    const days = whole(perOccurrence, 8);
    const total = whole(in12Months, 24);
    if (days === null)
      return setProblem({ field: 'days', message: sickLeaveErrors.daysPerOccurrenceInvalid });
    if (total === null) return setProblem({ field: 'total', message: sickLeaveErrors.daysIn12MonthsInvalid });
    setProblem(null);
    save.mutate({ scheme, extendedDaysPerOccurrence: days, extendedDaysIn12Months: total });
  };
  return (
    <form className="admin-sick__settings" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{texts.settingsTitle}</h3>
      {(['law', 'extended'] as const).map((option) => (
        <div key={option} className="fp-check">
          <input
            type="radio"
            id={`${id}-${option}`}
            name={`${id}-scheme`}
            checked={scheme === option}
            onChange={() => setScheme(option)}
          />
          <label htmlFor={`${id}-${option}`}>
            {option === 'law' ? texts.schemeLaw : texts.schemeExtended}
          </label>
        </div>
      ))}
      {scheme === 'extended' && (
        <>
          <Field
            label={texts.extendedDaysPerOccurrence}
            inputMode="numeric"
            value={perOccurrence}
            onValue={setPerOccurrence}
            error={problem?.field === 'days' ? problem.message : null}
          />
          <Field
            label={texts.extendedDaysIn12Months}
            inputMode="numeric"
            value={in12Months}
            onValue={setIn12Months}
            error={problem?.field === 'total' ? problem.message : null}
          />
        </>
      )}
      <button type="submit" className="fp-button fp-button--secondary" disabled={save.isPending}>
        {save.isPending ? common.saving : common.save}
      </button>
    </form>
  );
}
