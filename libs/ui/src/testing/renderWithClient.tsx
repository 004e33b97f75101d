// The specs' stand-in for the shell's data layer: every screen that reads or writes through TanStack
// Query needs a QueryClient above it (the shell provides the page's one).
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';

/** Static markup of `node` under a fresh QueryClient in which each `[queryKey, data]` of `cached` is already loaded. */
export function renderWithClient(
  node: ReactNode,
  cached: ReadonlyArray<readonly [QueryKey, unknown]> = [],
): string {
  const client = new QueryClient();
  for (const [queryKey, data] of cached) client.setQueryData(queryKey, data);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}
