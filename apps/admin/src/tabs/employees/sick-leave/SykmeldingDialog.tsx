import { useId, useState, type FormEvent } from 'react';
import { changedBy, sickLeaveApi, useApiMutation, userMessage } from '@ferieplan/api-client';
import type { CreateSykmeldingBody, Employee } from '@ferieplan/contracts';
import {
  absenceFieldMessage,
  requestRuleMessage,
  sickLeaveAdmin as texts,
  sickLeaveEmployee,
} from '@ferieplan/texts';
import { Field, FormDialog } from '@ferieplan/ui';
import { brokenAbsenceField, brokenRequestRule } from '@ferieplan/vacation-rules';

interface SykmeldingDialogProps {
  organizationId: string;
  employees: readonly Employee[];
  onClose: () => void;
}

/** 'Registrer sykmelding': an admin registers a member's sykmelding (period and grade, nothing else). */
export function SykmeldingDialog({ organizationId, employees, onClose }: SykmeldingDialogProps) {
  const id = useId();
  const [userId, setUserId] = useState(employees[0]?.id ?? '');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [percentage, setPercentage] = useState('100');
  const [problem, setProblem] = useState<string | null>(null);
  const name = employees.find((person) => person.id === userId)?.name ?? '';
  const register = useApiMutation(
    (body: CreateSykmeldingBody) => sickLeaveApi.registerSykmelding(organizationId, body),
    () => changedBy.sickLeave(organizationId),
    { success: () => texts.sykmeldingRegistered(name), failure: () => null },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rules, checked first here (one definition in @ferieplan/vacation-rules).
    const grade = Number(percentage);
    const broken = brokenRequestRule({ startDate, endDate }, {});
    if (broken) return setProblem(requestRuleMessage(broken));
    const field = brokenAbsenceField({ kind: 'Sykmelding', percentage: grade });
    if (field) return setProblem(absenceFieldMessage(field.problem));
    setProblem(null);
    register.mutate(
      { userId, startDate, endDate, ...(grade === 100 ? {} : { percentage: grade }) },
      { onSuccess: onClose },
    );
  };
  const serverError = register.error ? userMessage(register.error, { fallback: texts.registerFailed }) : null;
  return (
    <FormDialog
      title={texts.registerSykmelding}
      onClose={onClose}
      onSubmit={submit}
      error={problem ?? serverError}
      confirmLabel={texts.registerSykmelding}
      busy={register.isPending}
    >
      <div className="fp-field">
        <label htmlFor={`${id}-member`}>{texts.member}</label>
        <select id={`${id}-member`} value={userId} onChange={(event) => setUserId(event.target.value)}>
          {employees.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={sickLeaveEmployee.firstDay}
        type="date"
        value={startDate}
        onValue={setStartDate}
        required
      />
      <Field label={sickLeaveEmployee.lastDay} type="date" value={endDate} onValue={setEndDate} required />
      <Field
        label={texts.percentage}
        inputMode="numeric"
        value={percentage}
        onValue={setPercentage}
        hint={sickLeaveEmployee.sykmeldingPercentageHint}
      />
    </FormDialog>
  );
}
