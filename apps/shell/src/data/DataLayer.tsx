import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { queryClient } from './query-client.js';

/**
 * Layout route around every page that talks to the API. It is loaded with the first such page, so
 * the landing and login pages do not download TanStack Query.
 */
export default function DataLayer() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
