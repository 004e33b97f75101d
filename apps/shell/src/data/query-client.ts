import { QueryCache, QueryClient } from '@tanstack/react-query';
import { authStore } from '@ferieplan/auth-store';
import { notify } from '@ferieplan/ui';

/**
 * The page's one QueryClient (TanStack Query is a shared singleton; remotes use this client through
 * the provider). A failed load is logged and toasted once per text, as its query's meta says.
 * No automatic retries or refetch on focus: a failure shows at once, and nothing reloads behind the
 * user's back while they edit.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      console.error(error);
      const message = query.meta?.errorToast?.(error);
      if (message) notify.error(message, { id: message });
    },
  }),
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

// Another person's data must never show: the cache empties when a signed-in user signs out or is
// replaced. (Signing in from signed-out has nothing to drop; an invitation page keeps its lookup.)
authStore.subscribe((state, previous) => {
  if (previous.user && state.user?.uid !== previous.user.uid) queryClient.clear();
});
