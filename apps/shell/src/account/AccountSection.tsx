import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { accountApi, changedBy, useApiMutation, userMessage } from '@ferieplan/api-client';
import { clearSelectedOrganization, signOut } from '@ferieplan/auth-store';
import { account as texts, DELETE_ACCOUNT_WORD } from '@ferieplan/texts';
import { saveFile, TypedConfirmDialog } from '@ferieplan/ui';

/** Everything stored about the caller, saved as a pretty-printed JSON file. */
async function downloadOwnData(): Promise<void> {
  const data = await accountApi.export();
  const json = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  saveFile(json, texts.fileName(data.exportedAt.slice(0, 10)));
}

/**
 * 'Din konto' (issue 17): download everything stored about oneself as JSON, and delete one's account.
 * The API refuses the last admin of an organisation with other members; its message is shown as is.
 */
export function AccountSection() {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const download = useApiMutation(downloadOwnData, changedBy.nothing, {
    success: texts.downloaded,
    failure: { fallback: texts.downloadFailed },
  });
  // A refusal is shown inside the dialog (a modal dialog would cover a toast).
  const remove = useApiMutation(
    (confirmation: string) => accountApi.remove({ confirmation }),
    changedBy.nothing,
    {
      success: texts.deleted,
    },
  );

  const confirmDeletion = (confirmation: string) =>
    remove.mutate(confirmation, {
      onSuccess: async () => {
        clearSelectedOrganization();
        // Signing out also empties the page's query cache (the shell's data layer).
        await signOut().catch((failure: unknown) => console.error(failure));
        navigate('/', { replace: true });
      },
    });

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
          onClick={() => download.mutate()}
          disabled={download.isPending}
        >
          {download.isPending ? texts.downloading : texts.download}
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
        // Busy until the page has left: the account is gone.
        busy={remove.isPending || remove.isSuccess}
        error={remove.isError ? userMessage(remove.error, { fallback: texts.deleteFailed }) : null}
        onConfirm={confirmDeletion}
        onCancel={() => {
          remove.reset();
          setDeleting(false);
        }}
      />
    </section>
  );
}
