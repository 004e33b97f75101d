import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { Organization } from '@ferieplan/contracts';
import { accountApi, changedBy, queryKeys, userMessage } from '@ferieplan/api-client';
import { clearSelectedOrganization } from '@ferieplan/auth-store';
import { organizationDeletion as texts } from '@ferieplan/texts';
import { notify, TypedConfirmDialog } from '@ferieplan/ui';

/**
 * The danger zone of Innstillinger (issue 17): deletes the organisation after its name is typed. The API
 * cancels a Pro subscription first and removes everything of the organisation; then we leave for
 * /organizations, forgetting the selection and every cached read of it.
 */
export function DeleteOrganizationSection({ organization }: { organization: Organization }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async (name: string) => {
    setBusy(true);
    setError(null);
    try {
      await accountApi.removeOrganization(organization.id, { name });
    } catch (failure) {
      console.error(failure);
      setError(userMessage(failure, { fallback: texts.failed }));
      setBusy(false);
      return;
    }
    clearSelectedOrganization();
    queryClient.removeQueries({ queryKey: queryKeys.ofOrganization(organization.id) });
    queryClient.removeQueries({ queryKey: queryKeys.organization(organization.id) });
    await Promise.all(changedBy.memberships().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    notify.success(texts.deleted(organization.name));
    navigate('/organizations', { replace: true });
  };

  return (
    <section className="admin-card admin-danger" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section__title">
        {texts.title}
      </h2>
      <p>{texts.text}</p>
      <button type="button" className="fp-button fp-button--danger" onClick={() => setOpen(true)}>
        {texts.button}
      </button>
      <TypedConfirmDialog
        open={open}
        title={texts.modalTitle}
        message={texts.modalText(organization.name)}
        label={texts.confirmLabel}
        expected={organization.name}
        mismatchMessage={texts.confirmMismatch}
        confirmLabel={texts.submit}
        busyLabel={texts.deleting}
        busy={busy}
        error={error}
        onConfirm={(name) => void remove(name)}
        onCancel={() => {
          setError(null);
          setOpen(false);
        }}
      />
    </section>
  );
}
