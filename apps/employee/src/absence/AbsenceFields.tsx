// The request form's kind selector and the fields the chosen kind takes (the kind table decides):
// 'Halv dag' for the first and/or last day, hours per day, or a percentage. The description is the
// spec's own field, in the form.
import type { AbsenceKind } from '@ferieplan/contracts';
import { absenceEmployee as texts, absenceLabels } from '@ferieplan/texts';
import { AbsenceKindOptions } from '@ferieplan/ui';
import { ABSENCE_KIND_RULES, type AbsenceField } from '@ferieplan/vacation-rules';
import type { AbsenceDraft } from './absence-draft.js';

interface AbsenceFieldsProps {
  /** The form's id prefix: each field's id is `{idPrefix}-{field}` (the form focuses the one to fix). */
  idPrefix: string;
  kinds: readonly AbsenceKind[];
  draft: AbsenceDraft;
  onChange: (draft: AbsenceDraft) => void;
  /** One day chosen: one 'Halv dag' instead of first and last. */
  oneDay: boolean;
  disabled: boolean;
  /** The field the form's message is about (marked invalid and described by it). */
  invalidField: AbsenceField | null;
  errorId: string;
  /** 'kind': the selector (above the dates); 'amount': half days, hours or percentage (below them). */
  part: 'kind' | 'amount';
}

export function AbsenceFields(props: AbsenceFieldsProps) {
  const { idPrefix, kinds, draft, onChange, oneDay, disabled, invalidField, errorId, part } = props;
  const rules = ABSENCE_KIND_RULES[draft.kind];
  const fieldId = (field: AbsenceField) => `${idPrefix}-${field}`;
  // The form's message (when about this field) and the field's own hint describe it.
  const aria = (field: AbsenceField, hint = false) => {
    const ids = [invalidField === field && errorId, hint && `${fieldId(field)}-hint`].filter(Boolean);
    return {
      id: fieldId(field),
      disabled,
      'aria-invalid': invalidField === field || undefined,
      'aria-describedby': ids.join(' ') || undefined,
    };
  };
  const set = (change: Partial<AbsenceDraft>) => onChange({ ...draft, ...change });
  const halfDays = oneDay
    ? ([['halfDayStart', absenceLabels.halfDay]] as const)
    : ([
        ['halfDayStart', absenceLabels.halfDayStart],
        ['halfDayEnd', absenceLabels.halfDayEnd],
      ] as const);
  const numbers = [
    rules.allowsHours && {
      field: 'hours',
      label: absenceLabels.hoursPerDay,
      hint: texts.hoursHint,
      mode: 'decimal',
    },
    rules.allowsPercentage && {
      field: 'percentage',
      label: absenceLabels.percentage,
      hint: texts.percentageHint,
      mode: 'numeric',
    },
  ].filter((entry) => entry !== false) as ReadonlyArray<{
    field: 'hours' | 'percentage';
    label: string;
    hint: string;
    mode: 'decimal' | 'numeric';
  }>;

  if (part === 'kind')
    return (
      // One kind only (the organisation uses Ferie alone): the spec's form, without a selector.
      kinds.length > 1 && (
        <div className="emp-field">
          <label htmlFor={fieldId('kind')}>{absenceLabels.kind}</label>
          <select
            {...aria('kind')}
            value={draft.kind}
            onChange={(event) => set({ kind: event.target.value as AbsenceKind })}
          >
            <AbsenceKindOptions kinds={kinds} />
          </select>
        </div>
      )
    );
  return (
    <>
      {rules.allowsHalfDays && (
        <div className="emp-form__checks">
          {halfDays.map(([field, label]) => (
            <div key={field} className="emp-check">
              <input
                {...aria(field)}
                type="checkbox"
                checked={draft[field]}
                onChange={(event) => set({ [field]: event.target.checked })}
              />
              <label htmlFor={fieldId(field)}>{label}</label>
            </div>
          ))}
        </div>
      )}
      {numbers.map(({ field, label, hint, mode }) => (
        <div key={field} className="emp-field">
          <label htmlFor={fieldId(field)}>{label}</label>
          <input
            {...aria(field, true)}
            type="text"
            inputMode={mode}
            autoComplete="off"
            value={draft[field]}
            onChange={(event) => set({ [field]: event.target.value })}
          />
          <span id={`${fieldId(field)}-hint`} className="fp-hint">
            {hint}
          </span>
        </div>
      ))}
    </>
  );
}
