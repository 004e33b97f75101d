import { useState, type FormEvent } from 'react';
import type { Employee, UpdateEmployeeBody } from '@ferieplan/contracts';
import { MAX_YEARLY_DAYS } from '@ferieplan/contracts';
import { changedBy, useApiMutation, usersApi } from '@ferieplan/api-client';
import { adminBalances, adminEmployees, common, serverPlanning } from '@ferieplan/texts';
import { Field, FormDialog } from '@ferieplan/ui';
import { isPlausibleBirthYear, MAX_BIRTH_YEAR_AGE, MIN_BIRTH_YEAR_AGE } from '@ferieplan/vacation-rules';
import { NameField } from '../../components/NameField.js';
import { wholeNumberInput } from '../../components/whole-number-input.js';
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
  const [name, setName] = useState(employee.name);
  const [yearlyDays, setYearlyDays] = useState(String(employee.yearlyDays));
  const [birthYear, setBirthYear] = useState(employee.birthYear === null ? '' : String(employee.birthYear));
  const employeeNumber = useEmployeeNumberField(employee);
  const update = useApiMutation(
    (body: UpdateEmployeeBody) => usersApi.update(employee.id, body),
    () => changedBy.people(employee.organizationId),
    { success: adminEmployees.updated, failure: { fallback: adminEmployees.updateFailed } },
  );
  // Issue 26: 'Ansatt fra', 'Ansatt til' and the working weekdays, saved after the fields above.
  const employment = useEmploymentEdit(employee);
  const saving = update.isPending || employment.saving;
  const [nameError, setNameError] = useState<string | null>(null);
  const [daysError, setDaysError] = useState<string | null>(null);
  const [birthYearError, setBirthYearError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const days = Number(yearlyDays);
    const validDays =
      yearlyDays.trim() !== '' && Number.isInteger(days) && days >= 0 && days <= MAX_YEARLY_DAYS;
    // Optional: empty clears it. The server checks the same range.
    const thisYear = new Date().getFullYear();
    const born = birthYear.trim() === '' ? null : Number(birthYear);
    const validBirthYear = born === null || isPlausibleBirthYear(born, thisYear);
    setNameError(trimmed ? null : adminEmployees.nameRequired);
    setDaysError(validDays ? null : adminEmployees.yearlyDaysRange);
    setBirthYearError(
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
    <FormDialog
      title={adminEmployees.editTitle}
      onClose={onClose}
      onSubmit={submit}
      confirmLabel={common.update}
      busyLabel={common.saving}
      busy={saving}
    >
      <NameField
        label={adminEmployees.nameLabel}
        error={nameError}
        value={name}
        disabled={saving}
        onValue={setName}
      />
      <Field label={adminEmployees.emailLabel} type="email" value={employee.email} readOnly />
      <Field
        label={adminEmployees.yearlyDaysLabel}
        error={daysError}
        {...wholeNumberInput}
        min={0}
        max={MAX_YEARLY_DAYS}
        value={yearlyDays}
        disabled={saving}
        onValue={setYearlyDays}
      />
      <Field
        label={adminBalances.birthYearLabel}
        hint={adminBalances.birthYearHint}
        error={birthYearError}
        {...wholeNumberInput}
        value={birthYear}
        disabled={saving}
        onValue={setBirthYear}
      />
      <Field {...employeeNumber.props} disabled={saving} />
      <EmploymentFields {...employment.fields} disabled={saving} />
    </FormDialog>
  );
}
