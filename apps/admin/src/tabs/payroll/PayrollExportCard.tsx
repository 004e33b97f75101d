import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { changedBy, payrollApi, payrollQueries, useApiMutation } from '@ferieplan/api-client';
import type { PayrollFormat } from '@ferieplan/contracts';
import { adminPayroll } from '@ferieplan/texts';
import { Field, saveFile } from '@ferieplan/ui';
import { lastMonth } from './last-month.js';
import { PayrollPreviewView } from './PayrollPreviewView.js';

const FILES: readonly { format: PayrollFormat; label: string }[] = [
  { format: 'visma', label: adminPayroll.downloadVisma },
  { format: 'csv', label: adminPayroll.downloadCsv },
  { format: 'xlsx', label: adminPayroll.downloadXlsx },
];

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * 'Eksporter periode': from-to (last month by default), what the export holds and lacks, the three
 * files (refused by the server while something lacks), then 'Marker som eksportert til lønn'.
 */
export function PayrollExportCard({ organizationId }: { organizationId: string }) {
  const id = useId();
  const [period, setPeriod] = useState(lastMonth);
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const complete = isDate(period.from) && isDate(period.to) && period.from <= period.to;
  const preview = useQuery({
    ...payrollQueries.preview(organizationId, period),
    enabled: complete,
    meta: { errorToast: () => adminPayroll.previewFailed },
  });
  const key = `${period.from}/${period.to}`;
  const download = useApiMutation(
    async (format: PayrollFormat) => {
      const file = await payrollApi.download(organizationId, period, format);
      saveFile(file.blob, file.fileName);
    },
    changedBy.nothing,
    { failure: { fallback: adminPayroll.downloadFailed } },
  );
  const mark = useApiMutation(
    () => payrollApi.markExported(organizationId, period),
    () => changedBy.payroll(organizationId),
    { success: adminPayroll.marked, failure: { fallback: adminPayroll.markFailed } },
  );
  const data = preview.data;
  const lacking = data ? data.missingEmployeeNumbers.length > 0 || data.missingPayCodes.length > 0 : true;

  return (
    <section className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section__title">
        {adminPayroll.exportTitle}
      </h2>
      <div className="admin-toolbar">
        <Field
          label={adminPayroll.fromLabel}
          type="date"
          value={period.from}
          onValue={(from) => setPeriod((current) => ({ ...current, from }))}
        />
        <Field
          label={adminPayroll.toLabel}
          type="date"
          value={period.to}
          onValue={(to) => setPeriod((current) => ({ ...current, to }))}
        />
      </div>
      {data && <PayrollPreviewView preview={data} />}
      <div className="fp-row">
        {FILES.map((file) => {
          const busy = download.pending.includes(file.format);
          return (
            <button
              key={file.format}
              type="button"
              className="fp-button fp-button--secondary"
              disabled={!complete || lacking || download.isPending}
              aria-busy={busy}
              onClick={() => download.mutate(file.format, { onSuccess: () => setDownloaded(key) })}
            >
              {busy ? adminPayroll.downloading : file.label}
            </button>
          );
        })}
      </div>
      {downloaded === key && data?.exportedPeriods.length === 0 && (
        <div className="admin-form__buttons admin-form__buttons--start">
          <button type="button" className="fp-button" disabled={mark.isPending} onClick={() => mark.mutate()}>
            {mark.isPending ? adminPayroll.marking : adminPayroll.markExported}
          </button>
        </div>
      )}
    </section>
  );
}
