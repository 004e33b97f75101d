import { useCallback, useEffect, useState } from 'react';
import type { Employee, Invitation, Team } from '@ferieplan/contracts';
import { teamsApi, userInvitationsApi, usersApi } from '@ferieplan/api-client';
import { adminEmployees, adminInvitations, adminTeams } from '@ferieplan/texts';
import { loadErrorMessage, notify } from '../notify.js';

export interface OrganizationData {
  employees: Employee[];
  invitations: Invitation[];
  teams: Team[];
  loaded: boolean;
  reloadEmployees: () => Promise<void>;
  reloadInvitations: () => Promise<void>;
  reloadTeams: () => Promise<void>;
}

/** Employees, pending invitations and teams of the organisation; reloaded when it changes (spec section 4). */
export function useOrganizationData(organizationId: string): OrganizationData {
  const [employees, setEmployees] = useState<Employee[]>([]);
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  const [teams, setTeams] = useState<Team[]>([]);
  const [loaded, setLoaded] = useState(false);

  // A failed fetch empties the list and is logged (spec section 4).
  const reloadEmployees = useCallback(async () => {
    try {
      setEmployees(await usersApi.organization(organizationId));
    } catch (error) {
      console.error(error);
      setEmployees([]);
      notify.error(loadErrorMessage(error, adminEmployees.loadFailed, adminEmployees.loadNoAuth));
    }
  }, [organizationId]);

  const reloadInvitations = useCallback(async () => {
    try {
      // The admin table lists only waiting invitations.
      setInvitations((await userInvitationsApi.organization(organizationId)).filter((i) => i.status === 'Pending'));
    } catch (error) {
      console.error(error);
      setInvitations([]);
      notify.error(adminInvitations.loadFailed);
    }
  }, [organizationId]);

  const reloadTeams = useCallback(async () => {
    try {
      setTeams(await teamsApi.organization(organizationId));
    } catch (error) {
      console.error(error);
      setTeams([]);
      notify.error(loadErrorMessage(error, adminTeams.loadFailed, adminTeams.loadNoAuth));
    }
  }, [organizationId]);

  useEffect(() => {
    setLoaded(false);
    void Promise.all([reloadEmployees(), reloadInvitations(), reloadTeams()]).then(() => setLoaded(true));
  }, [reloadEmployees, reloadInvitations, reloadTeams]);

  return { employees, invitations, teams, loaded, reloadEmployees, reloadInvitations, reloadTeams };
}
