import { useState } from 'react';
import type { Invitation } from '@ferieplan/contracts';
import { userInvitationsApi } from '@ferieplan/api-client';
import { adminInvitations } from '@ferieplan/texts';
import { EmptyState, StatusBadge } from '@ferieplan/ui';
import { notify, errorMessage } from '../../notify.js';
import { formatExpiry } from '../../logic/dates.js';

interface InvitationsTableProps {
  invitations: Invitation[];
  onReload: () => Promise<void>;
  onInvite: () => void;
}

export function InvitationsTable({ invitations, onReload, onInvite }: InvitationsTableProps) {
  const [busyId, setBusyId] = useState<string | null>(null);

  const act = async (invitation: Invitation, action: 'resend' | 'cancel') => {
    setBusyId(invitation.id);
    try {
      if (action === 'resend') {
        await userInvitationsApi.resend(invitation.id);
        notify.success(adminInvitations.resent(invitation.email));
      } else {
        await userInvitationsApi.cancel(invitation.id);
        notify.success(adminInvitations.cancelled(invitation.email));
      }
      await onReload();
    } catch (error) {
      notify.error(errorMessage(error, action === 'resend' ? adminInvitations.resendFailed : adminInvitations.cancelFailed));
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
    <table className="admin-table">
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
              <th scope="row" data-label={adminInvitations.columnEmail} className="admin-table__email">
                {invitation.email}
              </th>
              <td data-label={adminInvitations.columnStatus}>
                <StatusBadge tone="warning">{adminInvitations.statusWaiting}</StatusBadge>
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
