import { useContext } from 'react';
import { AppLink, AppNavigationContext } from '@ferieplan/ui';
import { clearSelectedOrganization, signOut, useAuth } from '@ferieplan/auth-store';
import { nav, PRODUCT_NAME } from '@ferieplan/texts';
import { forgetReturnTo } from '../auth/return-to.js';

export function Navbar() {
  const { status } = useAuth();
  const { navigate } = useContext(AppNavigationContext);
  const signedIn = status === 'signedIn';

  const logout = async () => {
    await signOut();
    // The next person to sign in in this tab starts fresh: no organisation, no page to return to.
    clearSelectedOrganization();
    forgetReturnTo();
    navigate('/', { replace: true });
  };

  return (
    <header className="shell-header">
      <nav className="shell-nav" aria-label={nav.mainNavigation}>
        <AppLink to={signedIn ? '/organizations' : '/'} className="shell-nav__title">
          {PRODUCT_NAME}
        </AppLink>
        <ul className="shell-nav__links">
          <li>
            <AppLink nav to="/pricing">
              {nav.pricing}
            </AppLink>
          </li>
          {signedIn ? (
            <>
              <li>
                <AppLink nav to="/organizations">
                  {nav.organizations}
                </AppLink>
              </li>
              <li>
                <button type="button" className="shell-nav__button" onClick={logout}>
                  {nav.logout}
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <AppLink nav to="/login">
                  {nav.login}
                </AppLink>
              </li>
              <li>
                <AppLink nav to="/opprett-konto" className="shell-nav__cta">
                  {nav.signup}
                </AppLink>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}
