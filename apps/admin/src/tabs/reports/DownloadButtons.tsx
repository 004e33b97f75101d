import { useState } from 'react';
import type { ExportFormat, ExportKind, ReportQuery } from '@ferieplan/contracts';
import { reportsApi, userMessage } from '@ferieplan/api-client';
import { reports } from '@ferieplan/texts';
import { notify } from '@ferieplan/ui';

const FILES: ReadonlyArray<{ kind: ExportKind; format: ExportFormat; label: string }> = [
  { kind: 'employees', format: 'xlsx', label: reports.downloadEmployeesXlsx },
  { kind: 'employees', format: 'csv', label: reports.downloadEmployeesCsv },
  { kind: 'approved-requests', format: 'xlsx', label: reports.downloadRequestsXlsx },
  { kind: 'approved-requests', format: 'csv', label: reports.downloadRequestsCsv },
];

/** Hands a downloaded Blob to the browser under the server's file name. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start reading the Blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The payroll exports (fetched with the bearer token, so no plain links). */
export function DownloadButtons({ organizationId, query }: { organizationId: string; query: ReportQuery }) {
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (kind: ExportKind, format: ExportFormat, label: string) => {
    setBusy(label);
    try {
      const file = await reportsApi.download(organizationId, kind, format, query);
      save(file.blob, file.fileName);
    } catch (error) {
      notify.error(userMessage(error, { fallback: reports.downloadFailed }));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="reports-downloads">
      {FILES.map((file) => (
        <button
          key={file.label}
          type="button"
          className="fp-button fp-button--secondary"
          disabled={busy !== null}
          aria-busy={busy === file.label}
          onClick={() => download(file.kind, file.format, file.label)}
        >
          {busy === file.label ? reports.downloading : file.label}
        </button>
      ))}
    </div>
  );
}
