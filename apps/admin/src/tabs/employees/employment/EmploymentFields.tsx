import { useId } from 'react';
import { employmentAdmin as texts, weekdayShortNames } from '@ferieplan/texts';
import { DateField } from '@ferieplan/ui/date-field';
import type { EmploymentDraft, EmploymentField } from './employment-draft.js';

interface EmploymentFieldsProps {
  draft: EmploymentDraft;
  onChange: (draft: EmploymentDraft) => void;
  problem: { field: EmploymentField; message: string } | null;
  disabled: boolean;
}

/** Monday–Friday: the weekdays a work pattern offers (bits 0-4). */
const WORK_WEEK = [0, 1, 2, 3, 4];

/**
 * Issue 26, in 'Rediger ansatt': 'Ansatt fra', 'Ansatt til' and the working weekdays (with the day a
 * changed pattern applies from). One block, so the dialog's other fields stay as they are.
 */
export function EmploymentFields({ draft, onChange, problem, disabled }: EmploymentFieldsProps) {
  const id = useId();
  const set = (part: Partial<EmploymentDraft>) => onChange({ ...draft, ...part });
  const errorId = `${id}-error`;
  const describedBy = (field: EmploymentField) => (problem?.field === field ? errorId : undefined);
  return (
    <fieldset className="admin-employment" disabled={disabled}>
      <legend>{texts.sectionTitle}</legend>
      <DateField
        label={texts.employedFromLabel}
        value={draft.employedFrom}
        invalid={problem?.field === 'employedFrom'}
        describedBy={describedBy('employedFrom') ?? `${id}-from-hint`}
        onChange={(employedFrom) => set({ employedFrom })}
      />
      <p id={`${id}-from-hint`} className="fp-hint">
        {texts.employedFromHint}
      </p>
      <DateField
        label={texts.employedUntilLabel}
        value={draft.employedUntil}
        invalid={problem?.field === 'employedUntil'}
        describedBy={describedBy('employedUntil')}
        onChange={(employedUntil) => set({ employedUntil })}
      />
      <div role="group" aria-labelledby={`${id}-days`} aria-describedby={`${id}-days-hint`}>
        <span id={`${id}-days`} className="fp-label">
          {texts.weekdaysLabel}
        </span>
        <div className="admin-weekdays">
          {WORK_WEEK.map((bit) => (
            <label key={bit} className="admin-check">
              <input
                type="checkbox"
                checked={(draft.weekdays & (1 << bit)) !== 0}
                onChange={(event) =>
                  set({
                    weekdays: event.target.checked
                      ? draft.weekdays | (1 << bit)
                      : draft.weekdays & ~(1 << bit),
                  })
                }
              />
              {weekdayShortNames[bit]}
            </label>
          ))}
        </div>
        <p id={`${id}-days-hint`} className="fp-hint">
          {texts.weekdaysHint}
        </p>
      </div>
      <DateField
        label={texts.patternFromLabel}
        value={draft.patternFrom}
        invalid={problem?.field === 'patternFrom'}
        describedBy={describedBy('patternFrom') ?? `${id}-pattern-hint`}
        onChange={(patternFrom) => set({ patternFrom })}
      />
      <p id={`${id}-pattern-hint`} className="fp-hint">
        {texts.patternFromHint}
      </p>
      {problem && (
        <p id={errorId} role="alert" className="fp-error">
          {problem.message}
        </p>
      )}
    </fieldset>
  );
}
