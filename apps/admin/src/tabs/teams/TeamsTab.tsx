import { useState } from 'react';
import type { Team } from '@ferieplan/contracts';
import { teamsApi } from '@ferieplan/api-client';
import { adminTeams } from '@ferieplan/texts';
import { ConfirmDialog, EmptyState, Spinner } from '@ferieplan/ui';
import type { OrganizationData } from '../../hooks/useOrganizationData.js';
import { notify, errorMessage } from '../../notify.js';
import { TeamModal } from './TeamModal.js';

interface TeamsTabProps {
  organizationId: string;
  data: OrganizationData;
}

export function TeamsTab({ organizationId, data }: TeamsTabProps) {
  // undefined: closed; null: creating; a team: editing it.
  const [editing, setEditing] = useState<Team | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const confirmDelete = async () => {
    const team = deleting;
    setDeleting(null);
    if (!team) return;
    setBusyId(team.id);
    try {
      await teamsApi.remove(team.id);
      notify.success(adminTeams.deleted);
      await Promise.all([data.reloadTeams(), data.reloadEmployees()]);
    } catch (error) {
      notify.error(errorMessage(error, adminTeams.deleteFailed));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className="admin-section" aria-labelledby="admin-teams-heading">
      <div className="admin-toolbar">
        <h2 id="admin-teams-heading" className="admin-section__title">
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
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{adminTeams.columnName}</th>
              <th scope="col">{adminTeams.columnMembers}</th>
              <th scope="col">{adminTeams.columnActions}</th>
            </tr>
          </thead>
          <tbody>
            {data.teams.map((team) => (
              <tr key={team.id} aria-busy={busyId === team.id}>
                <th scope="row" data-label={adminTeams.columnName}>
                  {team.name}
                </th>
                <td data-label={adminTeams.columnMembers}>{adminTeams.members(team.members.length)}</td>
                <td data-label={adminTeams.columnActions}>
                  <div className="admin-actions">
                    <button type="button" className="fp-button fp-button--secondary admin-small" disabled={busyId === team.id} onClick={() => setEditing(team)}>
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
          onSaved={async () => {
            setEditing(undefined);
            await data.reloadTeams();
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
