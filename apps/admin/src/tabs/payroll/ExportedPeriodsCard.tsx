import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { changedBy, payrollApi, payrollQueries, useApiMutation } from '@ferieplan/api-client';
import type { PayrollPeriod } from '@ferieplan/contracts';
import { adminPayroll, common } from '@ferieplan/texts';
import { ConfirmDialog } from '@ferieplan/ui';

/** 'Eksportert til lønn': the marked periods, each with 'Gjenåpne' (confirmed, audited by the server). */
export function ExportedPeriodsCard({ organizationId }: { organizationId: string }) {
  const id = useId();
  const periods = useQuery({
    ...payrollQueries.periods(organizationId),
    meta: { errorToast: () => adminPayroll.loadFailed },
  });
  const [reopening, setReopening] = useState<PayrollPeriod | null>(null);
  const reopen = useApiMutation(
    (period: PayrollPeriod) => payrollApi.reopen(organizationId, period.id),
    () => changedBy.payroll(organizationId),
    { success: adminPayroll.reopened, failure: { fallback: adminPayroll.reopenFailed } },
  );
  const list = periods.data ?? [];
  return (
    <section className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section__title">
        {adminPayroll.periodsTitle}
      </h2>
      <p>{adminPayroll.periodsIntro}</p>
      {periods.isSuccess && list.length === 0 && <p>{adminPayroll.periodsEmpty}</p>}
      <ul className="admin-list">
        {list.map((period) => (
          <li key={period.id} className="fp-row">
            <strong>{adminPayroll.periodLabel(period.from, period.to)}</strong>
            <span>{adminPayroll.exportedBy(period.exportedBy, period.exportedAt)}</span>
            <button
              type="button"
              className="fp-button fp-button--secondary"
              disabled={reopen.isPending}
              onClick={() => setReopening(period)}
            >
              {adminPayroll.reopen}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={reopening !== null}
        title={adminPayroll.reopen}
        message={reopening ? adminPayroll.reopenConfirm(reopening.from, reopening.to) : ''}
        confirmLabel={adminPayroll.reopen}
        cancelLabel={common.cancel}
        busyLabel={adminPayroll.reopening}
        busy={reopen.isPending}
        onConfirm={() => reopening && reopen.mutate(reopening, { onSuccess: () => setReopening(null) })}
        onCancel={() => setReopening(null)}
      />
    </section>
  );
}
