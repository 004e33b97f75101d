import { useRef, useState } from 'react';
import type { Team } from '@ferieplan/contracts';
import { changedBy, teamsApi, useApiMutation, userMessage } from '@ferieplan/api-client';
import { adminMinimumStaffing, adminTeams } from '@ferieplan/texts';
import {
  ConfirmDialog,
  EmptyState,
  notify,
  rowFocusTarget,
  Spinner,
  useFocusAfterRemoval,
} from '@ferieplan/ui';
import type { OrganizationData } from '../../hooks/useOrganizationData.js';
import { TeamModal } from './TeamModal.js';

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
  const [busyId, setBusyId] = useState<string | null>(null);
  const remove = useApiMutation(teamsApi.remove, () => changedBy.people(organizationId));
  const heading = useRef<HTMLHeadingElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const focusAfterRemoval = useFocusAfterRemoval(
    data.teams.map((team) => team.id),
    table,
    heading,
  );

  const confirmDelete = async () => {
    const team = deleting;
    setDeleting(null);
    if (!team) return;
    setBusyId(team.id);
    focusAfterRemoval(team.id);
    try {
      await remove.mutateAsync(team.id);
      notify.success(adminTeams.deleted);
    } catch (error) {
      focusAfterRemoval(null);
      notify.error(userMessage(error, { fallback: adminTeams.deleteFailed }));
    } finally {
      setBusyId(null);
    }
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
      ) : data.teams.length === 0 ? (
        <EmptyState title={adminTeams.empty} />
      ) : (
        <table ref={table} className="admin-table">
          <thead>
            <tr>
              <th scope="col">{adminTeams.columnName}</th>
              <th scope="col">{adminTeams.columnMembers}</th>
              <th scope="col">{adminMinimumStaffing.column}</th>
              <th scope="col">{adminTeams.columnActions}</th>
            </tr>
          </thead>
          <tbody>
            {data.teams.map((team) => (
              <tr key={team.id} aria-busy={busyId === team.id}>
                <th scope="row" data-label={adminTeams.columnName} {...rowFocusTarget(team.id)}>
                  {team.name}
                </th>
                <td data-label={adminTeams.columnMembers}>{adminTeams.members(team.members.length)}</td>
                <td data-label={adminMinimumStaffing.column}>
                  {team.minimumStaffing === null
                    ? adminMinimumStaffing.none
                    : adminMinimumStaffing.value(team.minimumStaffing)}
                </td>
                <td data-label={adminTeams.columnActions}>
                  <div className="admin-actions">
                    <button
                      type="button"
                      className="fp-button fp-button--secondary admin-small"
                      disabled={busyId === team.id}
                      onClick={() => setEditing(team)}
                    >
                      {adminTeams.edit}
                    </button>
                    <button
                      type="button"
                      className="fp-button fp-button--secondary admin-small admin-danger-text"
                      disabled={busyId === team.id}
                      onClick={() => setDeleting(team)}
                    >
                      {adminTeams.delete}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
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
