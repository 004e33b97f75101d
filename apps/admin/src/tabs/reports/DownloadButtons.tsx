import type { ExportFormat, ExportKind, ReportQuery } from '@ferieplan/contracts';
import { changedBy, reportsApi, useApiMutation } from '@ferieplan/api-client';
import { reports } from '@ferieplan/texts';
import { saveFile } from '@ferieplan/ui';

interface ExportFile {
  kind: ExportKind;
  format: ExportFormat;
  label: string;
}

const FILES: readonly ExportFile[] = [
  { kind: 'employees', format: 'xlsx', label: reports.downloadEmployeesXlsx },
  { kind: 'employees', format: 'csv', label: reports.downloadEmployeesCsv },
  { kind: 'approved-requests', format: 'xlsx', label: reports.downloadRequestsXlsx },
  { kind: 'approved-requests', format: 'csv', label: reports.downloadRequestsCsv },
];

/** The payroll exports (fetched with the bearer token, so no plain links), saved under the server's file name. */
export function DownloadButtons({ organizationId, query }: { organizationId: string; query: ReportQuery }) {
  const download = useApiMutation(
    async ({ kind, format }: ExportFile) => {
      const file = await reportsApi.download(organizationId, kind, format, query);
      saveFile(file.blob, file.fileName);
    },
    changedBy.nothing,
    { failure: { fallback: reports.downloadFailed } },
  );
  return (
    <div className="fp-row">
      {FILES.map((file) => {
        const busy = download.pending.some((running) => running.label === file.label);
        return (
          <button
            key={file.label}
            type="button"
            className="fp-button fp-button--secondary"
            disabled={download.isPending}
            aria-busy={busy}
            onClick={() => download.mutate(file)}
          >
            {busy ? reports.downloading : file.label}
          </button>
        );
      })}
    </div>
  );
}
