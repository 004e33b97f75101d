import { useId, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { changedBy, sickLeaveApi, useApiMutation, userMessage, userQueries } from '@ferieplan/api-client';
import type { CreateSykmeldingBody } from '@ferieplan/contracts';
import {
  absenceFieldMessage,
  requestRuleMessage,
  sickLeaveAdmin as texts,
  sickLeaveEmployee,
} from '@ferieplan/texts';
import { Field, FormDialog } from '@ferieplan/ui';
import { brokenAbsenceField, brokenRequestRule } from '@ferieplan/vacation-rules';
import { membersMatching, pickedMember } from './member-search.js';

interface SykmeldingDialogProps {
  organizationId: string;
  onClose: () => void;
}

/** Members shown in the picker at once; the search narrows an organisation of thousands. */
const SHOWN = 200;

/**
 * 'Registrer sykmelding': an admin registers a member's sykmelding (period and grade, nothing else).
 * The picker offers every member of the organisation (loaded in one list, not the Ansatte tab's first
 * page), narrowed by a name search.
 */
export function SykmeldingDialog({ organizationId, onClose }: SykmeldingDialogProps) {
  const id = useId();
  const all = useQuery({ ...userQueries.all(organizationId), meta: { errorToast: () => texts.loadFailed } });
  const employees = useMemo(() => all.data ?? [], [all.data]);
  const [search, setSearch] = useState('');
  const matches = useMemo(() => membersMatching(employees, search), [employees, search]);
  const [chosen, setUserId] = useState('');
  const userId = pickedMember(matches, chosen);
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
    if (!userId) return setProblem(texts.noMemberMatch);
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
      <Field label={texts.memberSearch} type="search" value={search} onValue={setSearch} />
      <div className="fp-field">
        <label htmlFor={`${id}-member`}>{texts.member}</label>
        <select id={`${id}-member`} value={userId} onChange={(event) => setUserId(event.target.value)}>
          {matches.slice(0, SHOWN).map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
        {all.data && (
          <p className="fp-hint" aria-live="polite">
            {matches.length === 0
              ? texts.noMemberMatch
              : texts.membersShown(Math.min(matches.length, SHOWN), employees.length)}
          </p>
        )}
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
