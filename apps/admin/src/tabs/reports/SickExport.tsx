// Rapporter → 'Sykefravær' (issue 25): sick records only when an admin asks for them by name. The
// server writes an audit entry for each person in the file.
import { useId } from 'react';
import type { ExportFormat } from '@ferieplan/contracts';
import { changedBy, reportsApi, useApiMutation } from '@ferieplan/api-client';
import { reports, sickExport as texts } from '@ferieplan/texts';
import { saveFile } from '@ferieplan/ui';

const FORMATS: readonly ExportFormat[] = ['xlsx', 'csv'];

export function SickExport({
  organizationId,
  year,
  teamId,
}: {
  organizationId: string;
  year: number;
  teamId?: string | null;
}) {
  const id = useId();
  const download = useApiMutation(
    async (format: ExportFormat) => {
      const file = await reportsApi.downloadSickLeave(organizationId, format, { year, teamId });
      saveFile(file.blob, file.fileName);
    },
    changedBy.nothing,
    { failure: { fallback: reports.downloadFailed } },
  );
  return (
    <section className="admin-card" aria-labelledby={`${id}-sick`}>
      <h3 id={`${id}-sick`} className="admin-section__title">
        {texts.title}
      </h3>
      <p className="fp-hint">{texts.intro}</p>
      <div className="fp-row">
        {FORMATS.map((format) => {
          const busy = download.pending.some((running) => running === format);
          return (
            <button
              key={format}
              type="button"
              className="fp-button fp-button--secondary"
              disabled={download.isPending}
              aria-busy={busy}
              onClick={() => download.mutate(format)}
            >
              {busy ? reports.downloading : texts.download(format.toUpperCase())}
            </button>
          );
        })}
      </div>
    </section>
  );
}
