import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { Organization } from '@ferieplan/contracts';
import { chooseOrganization, getIdToken, getSelectedOrganizationId, selectOrganization, useAuth } from '@ferieplan/auth-store';
import { queries } from '@ferieplan/api-client';
import { admin } from '@ferieplan/texts';
import { notify } from '@ferieplan/ui';
import { retryUntilValue } from '../logic/retry.js';

export type AdminSession =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; organization: Organization };

const TOKEN_TRIES = 3;
const TOKEN_RETRY_MS = 1000;

/**
 * Resolves who is looking and at which organisation: a logged-out visitor goes to / with a toast; the
 * ID token is retried (3 tries, 1 s apart); the organisation is the remembered one if still owned,
 * else the first own one; none sends the user to /organizations.
 */
export function useAdminSession(): [AdminSession, (organization: Organization) => void] {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<AdminSession>({ state: 'loading' });

  useEffect(() => {
    if (status === 'loading') return;
    if (status === 'signedOut') {
      notify.error(admin.mustBeLoggedIn);
      navigate('/', { replace: true });
      return;
    }
    let cancelled = false;
    (async () => {
      setSession({ state: 'loading' });
      const token = await retryUntilValue(() => getIdToken(), TOKEN_TRIES, TOKEN_RETRY_MS);
      if (cancelled) return;
      if (!token) {
        notify.error(admin.tokenRetryFailed);
        setSession({ state: 'error', message: admin.tokenRetryFailed });
        return;
      }
      let own: Organization[];
      try {
        own = await queryClient.fetchQuery(queries.myOrganizations());
      } catch (error) {
        if (cancelled) return;
        console.error(error);
        notify.error(admin.organizationsLoadFailed);
        setSession({ state: 'error', message: admin.organizationsLoadFailed });
        return;
      }
      if (cancelled) return;
      const organization = chooseOrganization(getSelectedOrganizationId(), own);
      if (!organization) {
        notify.error(admin.noOrganizations);
        setSession({ state: 'error', message: admin.noOrganizations });
        navigate('/organizations', { replace: true });
        return;
      }
      selectOrganization(organization.id);
      setSession({ state: 'ready', organization });
    })();
    return () => {
      cancelled = true;
    };
    // user?.uid: a different account signing in re-resolves the organisation.
  }, [status, user?.uid, navigate, queryClient]);

  const setOrganization = (organization: Organization) => setSession({ state: 'ready', organization });
  return [session, setOrganization];
}
