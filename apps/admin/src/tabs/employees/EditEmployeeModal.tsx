import type { FormEvent } from 'react';
import type { Employee, UpdateEmployeeBody } from '@ferieplan/contracts';
import { MAX_YEARLY_DAYS } from '@ferieplan/contracts';
import { changedBy, useApiMutation, usersApi } from '@ferieplan/api-client';
import { adminBalances, adminEmployees, common, serverPlanning } from '@ferieplan/texts';
import { Field, useFieldState } from '@ferieplan/ui';
import { isPlausibleBirthYear, MAX_BIRTH_YEAR_AGE, MIN_BIRTH_YEAR_AGE } from '@ferieplan/vacation-rules';
import { NameField } from '../../components/NameField.js';
import { SaveDialog } from '../../components/SaveDialog.js';
import { WholeNumberField, wholeNumberInput } from '../../components/WholeNumberField.js';
import { useEmploymentEdit } from './employment/useEmploymentEdit.js';
import { EmploymentFields } from './employment/EmploymentFields.js';
import { useEmployeeNumberField } from './employee-number-field.js';

interface EditEmployeeModalProps {
  employee: Employee;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 'Rediger ansatt': name required, e-mail read-only. Beyond the spec: 'Antall feriedager per år'
 * (0-100) is editable here too, since the add form that had it is never used and balances need it.
 */
export function EditEmployeeModal({ employee, onClose, onSaved }: EditEmployeeModalProps) {
  const name = useFieldState(employee.name);
  const yearlyDays = useFieldState(String(employee.yearlyDays));
  const birthYear = useFieldState(employee.birthYear === null ? '' : String(employee.birthYear));
  const employeeNumber = useEmployeeNumberField(employee);
  const update = useApiMutation(
    (body: UpdateEmployeeBody) => usersApi.update(employee.id, body),
    () => changedBy.people(employee.organizationId),
    { success: adminEmployees.updated, failure: { fallback: adminEmployees.updateFailed } },
  );
  // Issue 26: 'Ansatt fra', 'Ansatt til' and the working weekdays, saved after the fields above.
  const employment = useEmploymentEdit(employee);
  const saving = update.isPending || employment.saving;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.value.trim();
    const days = Number(yearlyDays.value);
    const validDays =
      yearlyDays.value.trim() !== '' && Number.isInteger(days) && days >= 0 && days <= MAX_YEARLY_DAYS;
    // Optional: empty clears it. The server checks the same range.
    const thisYear = new Date().getFullYear();
    const born = birthYear.value.trim() === '' ? null : Number(birthYear.value);
    const validBirthYear = born === null || isPlausibleBirthYear(born, thisYear);
    name.setError(trimmed ? null : adminEmployees.nameRequired);
    yearlyDays.setError(validDays ? null : adminEmployees.yearlyDaysRange);
    birthYear.setError(
      validBirthYear
        ? null
        : serverPlanning.birthYearInvalid(thisYear - MAX_BIRTH_YEAR_AGE, thisYear - MIN_BIRTH_YEAR_AGE),
    );
    const employmentSave = employment.check();
    const number = employeeNumber.check();
    if (!trimmed || !validDays || !validBirthYear || number === undefined || !employmentSave) return;
    update.mutate(
      { name: trimmed, yearlyDays: days, birthYear: born, employeeNumber: number },
      { onSuccess: () => employmentSave(onSaved) },
    );
  };

  return (
    <SaveDialog
      title={adminEmployees.editTitle}
      onClose={onClose}
      onSubmit={submit}
      confirmLabel={common.update}
      busy={saving}
    >
      <NameField label={adminEmployees.nameLabel} {...name.bind} disabled={saving} />
      <Field label={adminEmployees.emailLabel} type="email" value={employee.email} readOnly />
      <WholeNumberField
        label={adminEmployees.yearlyDaysLabel}
        max={MAX_YEARLY_DAYS}
        {...yearlyDays.bind}
        disabled={saving}
      />
      <Field
        {...wholeNumberInput}
        label={adminBalances.birthYearLabel}
        hint={adminBalances.birthYearHint}
        {...birthYear.bind}
        disabled={saving}
      />
      <Field {...employeeNumber.props} disabled={saving} />
      <EmploymentFields {...employment.fields} disabled={saving} />
    </SaveDialog>
  );
}
