import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { Organization } from '@ferieplan/contracts';
import {
  chooseOrganization,
  getSelectedOrganizationId,
  selectOrganization,
  useAuth,
} from '@ferieplan/auth-store';
import { organizationQueries } from '@ferieplan/api-client';
import { admin } from '@ferieplan/texts';
import { notify } from '@ferieplan/ui';
import { idTokenQuery } from './session-queries.js';

export type AdminSession =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; organization: Organization };

/**
 * Resolves who is looking and at which organisation: a logged-out visitor goes to / with a toast; the
 * ID token is retried (3 tries, 1 s apart); the organisation is the remembered one if still owned,
 * else the first own one, chosen once from a fresh list (later changes come through the setter); none
 * sends the user to /organizations.
 */
export function useAdminSession(): [AdminSession, (organization: Organization) => void] {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  // Per account: a different account signing in resolves the organisation again.
  const [chosen, setChosen] = useState<{ uid: string; organization: Organization } | null>(null);
  const organization = user && chosen?.uid === user.uid ? chosen.organization : null;
  const token = useQuery({ ...idTokenQuery(user?.uid), enabled: status === 'signedIn' && !organization });
  const own = useQuery({
    ...organizationQueries.mine(),
    enabled: token.isSuccess && !organization,
    meta: { errorToast: () => admin.organizationsLoadFailed },
  });
  // Not a copy cached by an earlier page: the list as it is now.
  const fresh = own.isFetchedAfterMount && !own.isError ? own.data : undefined;
  const found = fresh && chooseOrganization(getSelectedOrganizationId(), fresh);

  useEffect(() => {
    if (status !== 'signedOut') return;
    notify.error(admin.mustBeLoggedIn);
    navigate('/', { replace: true });
  }, [status, navigate]);

  useEffect(() => {
    if (!user || found === undefined || organization) return;
    if (found === null) {
      notify.error(admin.noOrganizations);
      navigate('/organizations', { replace: true });
      return;
    }
    selectOrganization(found.id);
    setChosen({ uid: user.uid, organization: found });
  }, [found, user, organization, navigate]);

  const session: AdminSession = organization
    ? { state: 'ready', organization }
    : token.isError
      ? { state: 'error', message: admin.tokenRetryFailed }
      : own.isError
        ? { state: 'error', message: admin.organizationsLoadFailed }
        : found === null
          ? { state: 'error', message: admin.noOrganizations }
          : { state: 'loading' };
  const setOrganization = (next: Organization) => {
    if (user) setChosen({ uid: user.uid, organization: next });
  };
  return [session, setOrganization];
}
