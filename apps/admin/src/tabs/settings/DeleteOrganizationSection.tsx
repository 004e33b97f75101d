import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Organization } from '@ferieplan/contracts';
import {
  changedBy,
  organizationKeys,
  organizationsApi,
  useApiMutation,
  userMessage,
} from '@ferieplan/api-client';
import { clearSelectedOrganization } from '@ferieplan/auth-store';
import { organizationDeletion as texts } from '@ferieplan/texts';
import { TypedConfirmDialog } from '@ferieplan/ui';

/**
 * The danger zone of Innstillinger (issue 17): deletes the organisation after its name is typed. The API
 * cancels a Pro subscription first and removes everything of the organisation; then we leave for
 * /organizations, forgetting the selection and every cached read of it.
 */
export function DeleteOrganizationSection({ organization }: { organization: Organization }) {
  const id = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // A refusal is shown inside the dialog (a modal dialog would cover a toast).
  const remove = useApiMutation(
    (name: string) => organizationsApi.remove(organization.id, { name }),
    changedBy.memberships,
    {
      success: texts.deleted(organization.name),
      removes: () => [organizationKeys.data(organization.id), organizationKeys.one(organization.id)],
    },
  );

  const confirm = (name: string) =>
    remove.mutate(name, {
      onSuccess: () => {
        clearSelectedOrganization();
        navigate('/organizations', { replace: true });
      },
    });

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
        // Busy until the page has left: the organisation is gone.
        busy={remove.isPending || remove.isSuccess}
        error={remove.isError ? userMessage(remove.error, { fallback: texts.failed }) : null}
        onConfirm={confirm}
        onCancel={() => {
          remove.reset();
          setOpen(false);
        }}
      />
    </section>
  );
}
