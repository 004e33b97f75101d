import { useCallback, useEffect, useState } from 'react';
import type { Employee, Invitation, Team } from '@ferieplan/contracts';
import { teamsApi, userInvitationsApi, usersApi } from '@ferieplan/api-client';
import { adminEmployees, adminTeams } from '@ferieplan/texts';
import { notify } from '../notify.js';

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
      notify.error(adminEmployees.loadFailed);
    }
  }, [organizationId]);

  const reloadInvitations = useCallback(async () => {
    try {
      // The admin table lists only waiting invitations.
      setInvitations((await userInvitationsApi.organization(organizationId)).filter((i) => i.status === 'Pending'));
    } catch (error) {
      console.error(error);
      setInvitations([]);
    }
  }, [organizationId]);

  const reloadTeams = useCallback(async () => {
    try {
      setTeams(await teamsApi.organization(organizationId));
    } catch (error) {
      console.error(error);
      setTeams([]);
      notify.error(adminTeams.loadFailed);
    }
  }, [organizationId]);

  useEffect(() => {
    setLoaded(false);
    void Promise.all([reloadEmployees(), reloadInvitations(), reloadTeams()]).then(() => setLoaded(true));
  }, [reloadEmployees, reloadInvitations, reloadTeams]);

  return { employees, invitations, teams, loaded, reloadEmployees, reloadInvitations, reloadTeams };
}
