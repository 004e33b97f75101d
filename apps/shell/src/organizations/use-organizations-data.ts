import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { Invitation, JoinedOrganization, Organization } from '@ferieplan/contracts';
import { ApiError, invitationsApi, organizationsApi } from '@ferieplan/api-client';
import { organizations as texts } from '@ferieplan/texts';

export interface OrganizationsData {
  own: Organization[];
  joined: JoinedOrganization[];
  invitations: Invitation[];
}

const empty: OrganizationsData = { own: [], joined: [], invitations: [] };

/** Loads the three lists of the organisations page; each list fails on its own (emptied, toast). */
export function useOrganizationsData() {
  const [data, setData] = useState<OrganizationsData>(empty);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    const settle = async <T,>(call: () => Promise<T[]>): Promise<T[]> => {
      try {
        const list = await call();
        return Array.isArray(list) ? list : [];
      } catch (error) {
        console.error(error);
        const message = error instanceof ApiError && error.status === 401 ? texts.loginToSee : (error as Error).message;
        toast.error(message, { id: `organizations-${message}` });
        return [];
      }
    };
    const [own, joined, invitations] = await Promise.all([
      settle(organizationsApi.my),
      settle(organizationsApi.joined),
      settle(invitationsApi.mine),
    ]);
    setData({ own, joined, invitations });
    setLoading(false);
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...data, loading, reload };
}
