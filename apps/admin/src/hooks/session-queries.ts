// The admin dashboard's waits, as TanStack Query options (no polling inside effects).
import { getIdToken } from '@ferieplan/auth-store';
import type { Organization } from '@ferieplan/contracts';
import { organizationQueries } from '@ferieplan/api-client';
import { admin } from '@ferieplan/texts';
import { isProPlan } from '@ferieplan/vacation-rules';

const TOKEN_TRIES = 3;
const TOKEN_RETRY_MS = 1000;
const POLL_INTERVAL_MS = 1000;
const POLL_MAX_MS = 15000;

/** Whether the signed-in account has an ID token (not the token itself): tried 3 times, 1 s apart. */
export const idTokenQuery = (uid: string | undefined) => ({
  queryKey: ['id-token', uid] as const,
  queryFn: async () => {
    if (!(await getIdToken())) throw new Error('No ID token for the signed-in account');
    return true;
  },
  retry: TOKEN_TRIES - 1,
  retryDelay: TOKEN_RETRY_MS,
  gcTime: 0,
  meta: { errorToast: () => admin.tokenRetryFailed },
});

/** Whether another read still fits into the 15 s of polling begun at `since` (ms). */
export const mayPollAgain = (since: number) => Date.now() - since + POLL_INTERVAL_MS <= POLL_MAX_MS;

/**
 * Back from Stripe Checkout: the organisation read every second from `since` (null: not polling) until
 * it is Pro or 15 s have passed. A failed read is read again; the outcome is told once, by the caller.
 */
export const checkoutPolling = (organizationId: string, since: number | null) => ({
  ...organizationQueries.one(organizationId),
  enabled: since !== null,
  refetchInterval: (query: { state: { data?: Organization } }) =>
    since !== null && !isProPlan(query.state.data?.plan) && mayPollAgain(since) ? POLL_INTERVAL_MS : false,
  meta: { errorToast: () => null },
});
