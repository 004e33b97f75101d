import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { accountApi, userMessage } from '@ferieplan/api-client';
import { clearSelectedOrganization, signOut } from '@ferieplan/auth-store';
import { account as texts, DELETE_ACCOUNT_WORD } from '@ferieplan/texts';
import { notify, TypedConfirmDialog } from '@ferieplan/ui';
import { downloadJson } from './download-json.js';

/**
 * 'Din konto' (issue 17): download everything stored about oneself as JSON, and delete one's account.
 * The API refuses the last admin of an organisation with other members; its message is shown as is.
 */
export function AccountSection() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    try {
      const data = await accountApi.export();
      downloadJson(data, texts.fileName(data.exportedAt.slice(0, 10)));
      notify.success(texts.downloaded);
    } catch (failure) {
      console.error(failure);
      notify.error(userMessage(failure, { fallback: texts.downloadFailed }));
    } finally {
      setDownloading(false);
    }
  };

  const remove = async (confirmation: string) => {
    setBusy(true);
    setError(null);
    try {
      await accountApi.remove({ confirmation });
    } catch (failure) {
      console.error(failure);
      setError(userMessage(failure, { fallback: texts.deleteFailed }));
      setBusy(false);
      return;
    }
    clearSelectedOrganization();
    await signOut().catch((failure: unknown) => console.error(failure));
    queryClient.clear();
    notify.success(texts.deleted);
    navigate('/', { replace: true });
  };

  return (
    <section aria-labelledby="account-title" className="orgs-section account">
      <h2 id="account-title">{texts.title}</h2>
      <p>
        {texts.intro} <Link to="/personvern">{texts.privacyLink}</Link>
      </p>
      <div className="account__actions">
        <button
          type="button"
          className="fp-button fp-button--secondary"
          onClick={() => void download()}
          disabled={downloading}
        >
          {downloading ? texts.downloading : texts.download}
        </button>
        <button type="button" className="fp-button fp-button--danger" onClick={() => setDeleting(true)}>
          {texts.delete}
        </button>
      </div>
      <TypedConfirmDialog
        open={deleting}
        title={texts.deleteTitle}
        message={texts.deleteText}
        label={texts.confirmLabel}
        expected={DELETE_ACCOUNT_WORD}
        mismatchMessage={texts.confirmMismatch}
        confirmLabel={texts.deleteSubmit}
        busyLabel={texts.deleting}
        busy={busy}
        error={error}
        onConfirm={(typed) => void remove(typed)}
        onCancel={() => {
          setError(null);
          setDeleting(false);
        }}
      />
    </section>
  );
}
