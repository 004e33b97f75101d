import { useRef, useState, type RefObject } from 'react';
import type { Invitation } from '@ferieplan/contracts';
import { changedBy, useApiMutation, userInvitationsApi, userMessage } from '@ferieplan/api-client';
import { adminInvitations, mailStatus } from '@ferieplan/texts';
import { EmptyState, notify, rowFocusTarget, StatusBadge, useFocusAfterRemoval } from '@ferieplan/ui';
import { formatExpiry } from '../../logic/dates.js';

interface InvitationsTableProps {
  invitations: Invitation[];
  /** Where focus goes when the last invitation is cancelled. */
  panel: RefObject<HTMLElement | null>;
  onInvite: () => void;
}

type Action = 'resend' | 'cancel';

/** Whether the invitation e-mail went out (a small note beside 'Venter på svar'); a failed one can be sent again. */
const MAIL_NOTE = {
  Pending: { text: mailStatus.pending, tone: '' },
  Sent: { text: mailStatus.sent, tone: '' },
  Failed: { text: mailStatus.failed, tone: ' admin-mail-status--failed' },
} as const;

function MailNote({ status }: { status: Invitation['mailStatus'] }) {
  const note = status && status !== 'Cancelled' ? MAIL_NOTE[status] : null;
  if (!note) return null;
  return <span className={`admin-mail-status${note.tone}`}>{note.text}</span>;
}
const send = ({ invitation, action }: { invitation: Invitation; action: Action }) =>
  action === 'resend' ? userInvitationsApi.resend(invitation.id) : userInvitationsApi.cancel(invitation.id);

export function InvitationsTable({ invitations, panel, onInvite }: InvitationsTableProps) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const mutation = useApiMutation(send, ({ invitation }) => changedBy.invitations(invitation.organizationId));
  const table = useRef<HTMLTableElement>(null);
  const focusAfterRemoval = useFocusAfterRemoval(
    invitations.map((invitation) => invitation.id),
    table,
    panel,
  );

  const act = async (invitation: Invitation, action: Action) => {
    setBusyId(invitation.id);
    if (action === 'cancel') focusAfterRemoval(invitation.id);
    try {
      await mutation.mutateAsync({ invitation, action });
      notify.success(
        action === 'resend' ? adminInvitations.resent(invitation.email) : adminInvitations.cancelled(invitation.email),
      );
    } catch (error) {
      focusAfterRemoval(null);
      notify.error(
        userMessage(error, { fallback: action === 'resend' ? adminInvitations.resendFailed : adminInvitations.cancelFailed }),
      );
    } finally {
      setBusyId(null);
    }
  };

  if (invitations.length === 0) {
    return (
      <EmptyState
        title={adminInvitations.emptyTitle}
        action={
          <button type="button" className="fp-button" onClick={onInvite}>
            {adminInvitations.emptyAction}
          </button>
        }
      />
    );
  }
  return (
    <table ref={table} className="admin-table">
      <thead>
        <tr>
          <th scope="col">{adminInvitations.columnEmail}</th>
          <th scope="col">{adminInvitations.columnStatus}</th>
          <th scope="col">{adminInvitations.columnRole}</th>
          <th scope="col">{adminInvitations.columnExpires}</th>
          <th scope="col">{adminInvitations.columnActions}</th>
        </tr>
      </thead>
      <tbody>
        {invitations.map((invitation) => {
          const busy = busyId === invitation.id;
          return (
            <tr key={invitation.id} aria-busy={busy}>
              <th scope="row" data-label={adminInvitations.columnEmail} className="admin-table__email" {...rowFocusTarget(invitation.id)}>
                {invitation.email}
              </th>
              <td data-label={adminInvitations.columnStatus}>
                <StatusBadge tone="warning">{adminInvitations.statusWaiting}</StatusBadge>
                <MailNote status={invitation.mailStatus} />
              </td>
              <td data-label={adminInvitations.columnRole}>
                {invitation.isAdmin ? adminInvitations.roleAdmin : adminInvitations.roleEmployee}
              </td>
              <td data-label={adminInvitations.columnExpires}>{formatExpiry(invitation.expiresAt)}</td>
              <td data-label={adminInvitations.columnActions}>
                <div className="admin-actions">
                  <button type="button" className="fp-button fp-button--secondary admin-small" disabled={busy} onClick={() => act(invitation, 'resend')}>
                    {adminInvitations.resend}
                  </button>
                  <button type="button" className="fp-button fp-button--secondary admin-small admin-danger-text" disabled={busy} onClick={() => act(invitation, 'cancel')}>
                    {adminInvitations.cancel}
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
