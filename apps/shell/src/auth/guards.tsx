import { useDeferredValue, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '@ferieplan/auth-store';
import { common } from '@ferieplan/texts';
import { forgetReturnTo, rememberReturnTo, takeReturnTo } from './return-to.js';
import { PendingPage, usePageTitle } from '../layout/page-title.js';

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

/** 'Laster...' while the session is confirmed, under the page's title if its route names one. */
function SessionLoading() {
  const title = usePageTitle();
  const loading = (
    <p className="shell-loading" role="status">
      {common.loading}
    </p>
  );
  return title ? <PendingPage title={title}>{loading}</PendingPage> : loading;
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
