import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { hasSessionHint, isStoredSessionInUse, startAuth } from '@ferieplan/auth-store';

// /personvern: the privacy notice is read by visitors before they sign up; it needs no session.
const MARKETING_PAGES = new Set(['/', '/pricing', '/personvern']);

const SDK_DELAY_WITH_STORED_SESSION_MS = 2000;

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
      // With the stored session standing in (bootstrap.tsx) the SDK starts a little later: its chunk
      // would share the connection with the page's own chunks and first data (issue 28). The stored
      // token is used only while it has more than 5 minutes left.
      if (isStoredSessionInUse()) {
        const timer = setTimeout(start, SDK_DELAY_WITH_STORED_SESSION_MS);
        return () => clearTimeout(timer);
      }
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
