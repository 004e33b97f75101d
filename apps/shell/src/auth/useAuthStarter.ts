import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { hasSessionHint, startAuth } from '@ferieplan/auth-store';

// /personvern: the privacy notice is read by visitors before they sign up; it needs no session.
const MARKETING_PAGES = new Set(['/', '/pricing', '/personvern']);

function start(): void {
  startAuth().catch((error: unknown) => console.error(error));
}

/**
 * Loads Firebase (its own chunk) without ever delaying the first paint. Public marketing pages skip it
 * for visitors who never signed in on this browser, and load it when idle for those who did (so they
 * are sent on to /organizations). Every other page needs the session and starts it right after paint.
 */
export function useAuthStarter(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!MARKETING_PAGES.has(pathname)) {
      const frame = requestAnimationFrame(() => setTimeout(start, 0));
      return () => cancelAnimationFrame(frame);
    }
    if (!hasSessionHint()) return;
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(start, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 1000);
    return () => clearTimeout(timer);
  }, [pathname]);
}
