import { useId, useState, type FormEvent } from 'react';
import type { Organization } from '@ferieplan/contracts';
import { changedBy, invitationsApi, useApiMutation, userMessage } from '@ferieplan/api-client';
import { adminInvitations, adminSettings } from '@ferieplan/texts';
import { Field, FormDialog } from '@ferieplan/ui';
import { starterLimitReached } from '../../logic/starter-limit.js';

interface InviteModalProps {
  organization: Organization;
  employeeCount: number;
  pendingCount: number;
  onClose: () => void;
  onSent: () => void;
  onUpgrade: () => void;
}

/** 'Send invitasjon': the Starter limit is checked here first; the server enforces it for real. */
export function InviteModal({
  organization,
  employeeCount,
  pendingCount,
  onClose,
  onSent,
  onUpgrade,
}: InviteModalProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [isAdmin, setIsAdmin] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const failureText = (failure: unknown) => userMessage(failure, { fallback: adminInvitations.sendFailed });
  const invite = useApiMutation(invitationsApi.create, () => changedBy.invitations(organization.id), {
    success: (_, { email }) => adminInvitations.sent(email),
    failure: failureText,
  });
  const sending = invite.isPending;
  const limitReached = starterLimitReached(organization.plan, employeeCount, pendingCount);
  const shownError = error ?? (limitReached ? adminInvitations.starterLimit : null);
  const isLimitError = shownError === adminInvitations.starterLimit;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      setError(adminInvitations.emailRequired);
      return;
    }
    if (limitReached) {
      setError(adminInvitations.starterLimit);
      return;
    }
    setError(null);
    // The failure (e.g. the Starter limit reached meanwhile) shows in the dialog too, with its way to Pro.
    invite.mutate(
      { organizationId: organization.id, email: trimmed, isAdmin },
      { onSuccess: onSent, onError: (failure) => setError(failureText(failure)) },
    );
  };

  return (
    <FormDialog
      title={adminInvitations.modalTitle}
      onClose={onClose}
      onSubmit={submit}
      confirmLabel={adminInvitations.send}
      busyLabel={adminInvitations.sending}
      busy={sending}
      confirmDisabled={limitReached}
    >
      <Field
        label={adminInvitations.emailLabel}
        hint={adminInvitations.hint}
        type="email"
        required
        autoComplete="off"
        value={email}
        disabled={sending}
        aria-invalid={error === adminInvitations.emailRequired}
        onValue={setEmail}
      />
      <div className="admin-check">
        <input
          id={`${id}-admin`}
          type="checkbox"
          checked={isAdmin}
          disabled={sending}
          onChange={(event) => setIsAdmin(event.target.checked)}
        />
        <label htmlFor={`${id}-admin`}>{adminInvitations.isAdminLabel}</label>
      </div>
      {shownError && (
        <div role="alert" className="admin-alert admin-alert--error">
          <p>{shownError}</p>
          {isLimitError && (
            <button type="button" className="fp-button admin-small" onClick={onUpgrade}>
              {adminSettings.upgradeButton}
            </button>
          )}
        </div>
      )}
    </FormDialog>
  );
}
