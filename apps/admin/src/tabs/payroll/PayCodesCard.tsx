import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { changedBy, payrollApi, payrollQueries, useApiMutation } from '@ferieplan/api-client';
import type { AbsenceKind, PayCode } from '@ferieplan/contracts';
import { adminPayroll, serverPayroll } from '@ferieplan/texts';
import { Field, Spinner } from '@ferieplan/ui';
import { isPayCode, payrollUnit } from '@ferieplan/vacation-rules';
import { SubmitButton } from '../../components/SubmitButton.js';

type Drafts = Partial<Record<AbsenceKind, string>>;

/** 'Lønnsarter': one field per offered kind (empty = no pay code), saved together. */
export function PayCodesCard({ organizationId }: { organizationId: string }) {
  const id = useId();
  const loaded = useQuery({
    ...payrollQueries.payCodes(organizationId),
    meta: { errorToast: () => adminPayroll.loadFailed },
  });
  const [drafts, setDrafts] = useState<Drafts>({});
  const [errors, setErrors] = useState<Drafts>({});
  useEffect(() => {
    if (loaded.data)
      setDrafts(Object.fromEntries(loaded.data.codes.map((code) => [code.kind, code.payCode ?? ''])));
  }, [loaded.data]);
  const save = useApiMutation(
    (codes: PayCode[]) => payrollApi.updatePayCodes(organizationId, { codes }),
    () => changedBy.payroll(organizationId),
    { success: adminPayroll.payCodesSaved, failure: { fallback: adminPayroll.payCodesFailed } },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loaded.data) return;
    const codes = loaded.data.codes.map(({ kind }) => ({ kind, payCode: drafts[kind]?.trim() || null }));
    const wrong = Object.fromEntries(
      codes
        .filter((code) => code.payCode !== null && !isPayCode(code.payCode))
        .map((code) => [code.kind, serverPayroll.payCodeInvalid]),
    );
    setErrors(wrong);
    if (Object.keys(wrong).length === 0) save.mutate(codes);
  };

  return (
    <section className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section__title">
        {adminPayroll.payCodesTitle}
      </h2>
      <p>{adminPayroll.payCodesIntro}</p>
      {!loaded.data ? (
        loaded.isPending && <Spinner />
      ) : (
        <form className="admin-form" onSubmit={submit} noValidate>
          {loaded.data.codes.map(({ kind }) => (
            <Field
              key={kind}
              label={adminPayroll.payCodeLabel(kind)}
              hint={payrollUnit(kind) === 'hours' ? adminPayroll.unitHours : adminPayroll.unitDays}
              error={errors[kind]}
              maxLength={10}
              value={drafts[kind] ?? ''}
              disabled={save.isPending}
              onValue={(value) => setDrafts((current) => ({ ...current, [kind]: value }))}
            />
          ))}
          <SubmitButton
            busy={save.isPending}
            label={adminPayroll.savePayCodes}
            busyLabel={adminPayroll.savingPayCodes}
          />
        </form>
      )}
    </section>
  );
}
