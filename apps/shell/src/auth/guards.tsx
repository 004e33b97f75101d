import { useDeferredValue, useRef } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { useAuth } from '@ferieplan/auth-store';
import { common } from '@ferieplan/texts';
import { forgetReturnTo, rememberReturnTo, takeReturnTo } from './return-to.js';

/**
 * Protected routes: 'Laster...' while auth loads; visitors go to /opprett-konto carrying the location.
 * A session that ends on the page (logout, or signed out without asking) goes to / and remembers
 * nothing, so whoever signs in next in this tab does not land on the previous user's page.
 */
export function RequireAuth() {
  // When the restored session arrives, the page behind the guard first renders in the background: that
  // first render of a whole page (its data hooks, a remote's tree) yields to the browser instead of being
  // one long task (issue 28: the signed-in pages' blocking time); 'Laster...' stays until it is done.
  // Every other change (signed out) takes effect at once.
  const current = useAuth().status;
  const deferred = useDeferredValue(current);
  const status = current === 'signedIn' && deferred === 'loading' ? 'loading' : current;
  const location = useLocation();
  const hadSession = useRef(false);
  if (status === 'signedIn') hadSession.current = true;
  if (status === 'loading') return <SessionLoading />;
  if (status === 'signedOut' && hadSession.current) {
    forgetReturnTo();
    return <Navigate to="/" replace />;
  }
  if (status === 'signedOut') {
    rememberReturnTo(location);
    return <Navigate to="/opprett-konto" replace state={{ from: location }} />;
  }
  return <Outlet />;
}

/** What a protected route shows before the page itself: see PageTitle. */
export interface PageTitleHandle {
  pageTitle: string;
}

/**
 * 'Laster...' while the session is confirmed. A route whose page opens with a fixed title (its `handle`,
 * router.tsx) shows that title already, in the page's own place: someone coming back sees where they are
 * at once, and the page's largest text is painted before the auth SDK and its identity request have run
 * (issue 28: on /organizations that title is the page's largest contentful paint).
 */
function SessionLoading() {
  const title = useMatches()
    .map((match) => (match.handle as Partial<PageTitleHandle> | undefined)?.pageTitle)
    .findLast(Boolean);
  const loading = (
    <p className="shell-loading" role="status">
      {common.loading}
    </p>
  );
  if (!title) return loading;
  return (
    <div className="fp-container">
      <h1>{title}</h1>
      {loading}
    </div>
  );
}

/**
 * / and /login: a signed-in user goes on to /organizations (or to the protected page they were sent
 * away from). Visitors see the page at once; nothing waits for Firebase.
 */
export function RedirectSignedIn() {
  const { status } = useAuth();
  const location = useLocation();
  const target = useRef<string | null>(null);
  if (status === 'signedIn') {
    target.current ??= takeReturnTo(location.state);
    return <Navigate to={target.current} replace />;
  }
  return <Outlet />;
}
