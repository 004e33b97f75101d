import { useRef, type RefObject } from 'react';
import type { Invitation } from '@ferieplan/contracts';
import { changedBy, invitationsApi, useApiMutation, userMessage } from '@ferieplan/api-client';
import { adminInvitations, mailStatus } from '@ferieplan/texts';
import { EmptyState, StatusBadge, useFocusAfterRemoval } from '@ferieplan/ui';
import { ActionsCell } from '../../components/ActionsCell.js';
import { AdminRowHeader, AdminTable } from '../../components/AdminTable.js';
import { formatExpiry } from '../../logic/dates.js';

interface InvitationsTableProps {
  invitations: Invitation[];
  /** Where focus goes when the last invitation is cancelled. */
  panel: RefObject<HTMLElement | null>;
  onInvite: () => void;
}

type Action = 'resend' | 'cancel';

const { columnEmail, columnStatus, columnRole, columnExpires, columnActions } = adminInvitations;
const COLUMNS = [columnEmail, columnStatus, columnRole, columnExpires, columnActions];

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
  action === 'resend' ? invitationsApi.resend(invitation.id) : invitationsApi.cancel(invitation.id);

export function InvitationsTable({ invitations, panel, onInvite }: InvitationsTableProps) {
  const table = useRef<HTMLTableElement>(null);
  const focusAfterRemoval = useFocusAfterRemoval(
    invitations.map((invitation) => invitation.id),
    table,
    panel,
  );
  const mutation = useApiMutation(
    send,
    ({ invitation }) => changedBy.invitations(invitation.organizationId),
    {
      success: (_, { invitation, action }) =>
        action === 'resend'
          ? adminInvitations.resent(invitation.email)
          : adminInvitations.cancelled(invitation.email),
      failure: (error, { action }) =>
        userMessage(error, {
          fallback: action === 'resend' ? adminInvitations.resendFailed : adminInvitations.cancelFailed,
        }),
      onFailure: () => focusAfterRemoval(null),
    },
  );

  const act = (invitation: Invitation, action: Action) => {
    if (action === 'cancel') focusAfterRemoval(invitation.id);
    mutation.mutate({ invitation, action });
  };

  return (
    <AdminTable
      ref={table}
      columns={COLUMNS}
      rows={invitations}
      empty={
        <EmptyState
          title={adminInvitations.emptyTitle}
          action={
            <button type="button" className="fp-button" onClick={onInvite}>
              {adminInvitations.emptyAction}
            </button>
          }
        />
      }
    >
      {(invitation) => {
        const busy = mutation.pending.some((running) => running.invitation.id === invitation.id);
        return (
          <tr key={invitation.id} aria-busy={busy}>
            <AdminRowHeader rowId={invitation.id} className="admin-table__email">
              {invitation.email}
            </AdminRowHeader>
            <td data-label={adminInvitations.columnStatus}>
              <StatusBadge tone="warning">{adminInvitations.statusWaiting}</StatusBadge>
              <MailNote status={invitation.mailStatus} />
            </td>
            <td data-label={adminInvitations.columnRole}>
              {invitation.isAdmin ? adminInvitations.roleAdmin : adminInvitations.roleEmployee}
            </td>
            <td data-label={adminInvitations.columnExpires}>{formatExpiry(invitation.expiresAt)}</td>
            <ActionsCell
              label={adminInvitations.columnActions}
              busy={busy}
              actions={[
                { label: adminInvitations.resend, onClick: () => act(invitation, 'resend') },
                { label: adminInvitations.cancel, onClick: () => act(invitation, 'cancel'), danger: true },
              ]}
            />
          </tr>
        );
      }}
    </AdminTable>
  );
}
