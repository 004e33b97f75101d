import { useRef, useState } from 'react';
import type { Team } from '@ferieplan/contracts';
import { changedBy, teamsApi, useApiMutation } from '@ferieplan/api-client';
import { adminMinimumStaffing, adminTeams } from '@ferieplan/texts';
import { ConfirmDialog, EmptyState, Spinner, useFocusAfterRemoval } from '@ferieplan/ui';
import type { OrganizationData } from '../../hooks/useOrganizationData.js';
import { ActionsCell } from '../../components/ActionsCell.js';
import { AdminRowHeader, AdminTable } from '../../components/AdminTable.js';
import { TeamModal } from './TeamModal.js';

const COLUMNS = [
  adminTeams.columnName,
  adminTeams.columnMembers,
  adminMinimumStaffing.column,
  adminTeams.columnActions,
];

interface TeamsTabProps {
  organizationId: string;
  data: OrganizationData;
  /** Pro: teams can have a minimum staffing. */
  pro: boolean;
  /** Opens the settings tab, where the Pro upgrade starts. */
  onUpgrade: () => void;
}

export function TeamsTab({ organizationId, data, pro, onUpgrade }: TeamsTabProps) {
  // undefined: closed; null: creating; a team: editing it.
  const [editing, setEditing] = useState<Team | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const focusAfterRemoval = useFocusAfterRemoval(
    data.teams.map((team) => team.id),
    table,
    heading,
  );
  const remove = useApiMutation(teamsApi.remove, () => changedBy.people(organizationId), {
    success: adminTeams.deleted,
    failure: { fallback: adminTeams.deleteFailed },
    onFailure: () => focusAfterRemoval(null),
  });

  const confirmDelete = () => {
    const team = deleting;
    setDeleting(null);
    if (!team) return;
    focusAfterRemoval(team.id);
    remove.mutate(team.id);
  };

  return (
    <section className="admin-section" aria-labelledby="admin-teams-heading">
      <div className="admin-toolbar">
        <h2 id="admin-teams-heading" ref={heading} tabIndex={-1} className="admin-section__title">
          {adminTeams.title}
        </h2>
        <button type="button" className="fp-button" onClick={() => setEditing(null)}>
          {adminTeams.create}
        </button>
      </div>
      {!data.loaded ? (
        <div className="admin-center">
          <Spinner />
        </div>
      ) : (
        <AdminTable
          ref={table}
          columns={COLUMNS}
          rows={data.teams}
          empty={<EmptyState title={adminTeams.empty} />}
        >
          {(team) => {
            const busy = remove.pending.includes(team.id);
            return (
              <tr key={team.id} aria-busy={busy}>
                <AdminRowHeader rowId={team.id}>{team.name}</AdminRowHeader>
                <td data-label={adminTeams.columnMembers}>{adminTeams.members(team.members.length)}</td>
                <td data-label={adminMinimumStaffing.column}>
                  {team.minimumStaffing === null
                    ? adminMinimumStaffing.none
                    : adminMinimumStaffing.value(team.minimumStaffing)}
                </td>
                <ActionsCell
                  label={adminTeams.columnActions}
                  busy={busy}
                  actions={[
                    { label: adminTeams.edit, onClick: () => setEditing(team) },
                    { label: adminTeams.delete, onClick: () => setDeleting(team), danger: true },
                  ]}
                />
              </tr>
            );
          }}
        </AdminTable>
      )}
      {editing !== undefined && (
        <TeamModal
          organizationId={organizationId}
          team={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => setEditing(undefined)}
          pro={pro}
          onUpgrade={() => {
            setEditing(undefined);
            onUpgrade();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={adminTeams.delete}
        message={adminTeams.deleteConfirm}
        confirmLabel={adminTeams.deleteConfirmButton}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
