import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '@ferieplan/auth-store';
import { common } from '@ferieplan/texts';
import { rememberReturnTo, takeReturnTo } from './return-to.js';

/** Protected routes: 'Laster...' while auth loads; visitors go to /opprett-konto carrying the location. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <p className="shell-loading" role="status">
        {common.loading}
      </p>
    );
  }
  if (status === 'signedOut') {
    rememberReturnTo(location);
    return <Navigate to="/opprett-konto" replace state={{ from: location }} />;
  }
  return <Outlet />;
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
