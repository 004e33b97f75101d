import { useId, useState, type FormEvent } from 'react';
import type { EmployeeImportPreview, EmployeeImportRow } from '@ferieplan/contracts';
import { changedBy, employeeImportApi, useApiMutation, userMessage } from '@ferieplan/api-client';
import { adminImport, IMPORT_MAX_MEGABYTES, serverImport } from '@ferieplan/texts';
import { FormDialog, Spinner } from '@ferieplan/ui';
import { fileAsBase64, templateCsv } from './template.js';

interface ImportModalProps {
  organizationId: string;
  onClose: () => void;
  onImported: () => void;
}

/** Rows shown in the preview table: errors first, then the rest in file order. */
const SHOWN_ROWS = 200;

const resultText = (row: EmployeeImportRow) =>
  row.action === 'error'
    ? row.errors.join(' ')
    : row.action === 'invite'
      ? adminImport.actionInvite
      : row.action === 'update'
        ? adminImport.actionUpdate(row.changes)
        : adminImport.actionUnchanged;

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = adminImport.templateFileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** 'Importer ansatte': a file, the server's preview (nothing written), then the import in one go. */
export function ImportModal({ organizationId, onClose, onImported }: ImportModalProps) {
  const id = useId();
  const [file, setFile] = useState<{ fileName: string; content: string } | null>(null);
  const [createTeams, setCreateTeams] = useState<string[]>([]);
  const [preview, setPreview] = useState<EmployeeImportPreview | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const importing = useApiMutation(
    (body: { fileName: string; content: string; createTeams: string[] }) =>
      employeeImportApi.confirm(organizationId, body),
    () => [...changedBy.invitations(organizationId), ...changedBy.people(organizationId)],
    {
      success: (result) => adminImport.done(result),
      failure: (failure) => userMessage(failure, { fallback: adminImport.importFailed }),
    },
  );

  const showPreview = async (next: { fileName: string; content: string }, teams: string[]) => {
    setLoading(true);
    setError(null);
    try {
      setPreview(await employeeImportApi.preview(organizationId, { ...next, createTeams: teams }));
    } catch (failure) {
      setPreview(null);
      setError(userMessage(failure, { fallback: adminImport.previewFailed }));
    } finally {
      setLoading(false);
    }
  };

  const choose = async (chosen: File | undefined) => {
    setPreview(null);
    setCreateTeams([]);
    if (!chosen) return setFile(null);
    // The server refuses it too; this saves the upload.
    if (chosen.size > IMPORT_MAX_MEGABYTES * 1024 * 1024) {
      setFile(null);
      return setError(serverImport.fileTooLarge);
    }
    const next = { fileName: chosen.name, content: await fileAsBase64(chosen) };
    setFile(next);
    await showPreview(next, []);
  };

  const toggleCreateTeams = (checked: boolean) => {
    const teams = checked ? (preview?.unknownTeams ?? []) : [];
    setCreateTeams(teams);
    if (file) void showPreview(file, teams);
  };

  const toWrite = preview ? preview.counts.invite + preview.counts.update : 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || toWrite === 0) return;
    importing.mutate(
      { ...file, createTeams },
      {
        onSuccess: onImported,
        onError: (failure) => setError(userMessage(failure, { fallback: adminImport.importFailed })),
      },
    );
  };

  const rows = preview
    ? [...preview.rows]
        .sort((a, b) => Number(b.action === 'error') - Number(a.action === 'error'))
        .slice(0, SHOWN_ROWS)
    : [];
  return (
    <FormDialog
      title={adminImport.title}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      intro={
        <>
          <p>{adminImport.intro}</p>
          <p>{adminImport.limits}</p>
          <button
            type="button"
            className="fp-button fp-button--secondary admin-small"
            onClick={downloadTemplate}
          >
            {adminImport.template}
          </button>
        </>
      }
      confirmLabel={preview && toWrite === 0 ? adminImport.nothingToImport : adminImport.confirm(toWrite)}
      busyLabel={adminImport.importing}
      busy={importing.isPending}
      confirmDisabled={!preview || toWrite === 0 || loading}
    >
      <div className="fp-field">
        <label htmlFor={`${id}-file`}>{adminImport.fileLabel}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={importing.isPending}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </div>
      {loading && (
        <p role="status">
          <Spinner /> {adminImport.previewing}
        </p>
      )}
      {preview && !loading && (
        <>
          <p role="status">{adminImport.summary(preview.counts)}</p>
          {preview.seatsFree !== null && <p>{adminImport.seats(preview.seatsFree)}</p>}
          {(preview.unknownTeams.length > 0 || createTeams.length > 0) && (
            <div className="admin-check">
              <input
                id={`${id}-teams`}
                type="checkbox"
                checked={createTeams.length > 0}
                onChange={(event) => toggleCreateTeams(event.target.checked)}
              />
              <label htmlFor={`${id}-teams`}>
                {adminImport.createTeams(createTeams.length > 0 ? createTeams : preview.unknownTeams)}
              </label>
            </div>
          )}
          {preview.rows.length > SHOWN_ROWS && (
            <p>{adminImport.shownRows(SHOWN_ROWS, preview.rows.length)}</p>
          )}
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{adminImport.columnLine}</th>
                <th scope="col">{adminImport.columnName}</th>
                <th scope="col">{adminImport.columnEmail}</th>
                <th scope="col">{adminImport.columnResult}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.line} className={row.action === 'error' ? 'admin-import-error' : undefined}>
                  <td>{row.line}</td>
                  <td>{row.name}</td>
                  <td>{row.email}</td>
                  <td>{resultText(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </FormDialog>
  );
}
