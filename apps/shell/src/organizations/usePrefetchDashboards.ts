import { useEffect } from 'react';
import { prefetchRemotePage } from '../remote-route.js';

/**
 * Once the organisations are listed, the dashboards their cards open are fetched while the browser is
 * idle, so a click shows the remote page without waiting for its manifest, entry and chunks (issue 14).
 */
export function usePrefetchDashboards({ admin, member }: { admin: boolean; member: boolean }): void {
  useEffect(() => {
    if (!admin && !member) return;
    const prefetch = () => {
      if (admin) prefetchRemotePage('/admindashboard');
      if (member) prefetchRemotePage('/dashboard');
    };
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(prefetch, 200);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(prefetch, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, [admin, member]);
}
