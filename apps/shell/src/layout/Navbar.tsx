import { Link, NavLink, useNavigate } from 'react-router-dom';
import { clearSelectedOrganization, signOut, useAuth } from '@ferieplan/auth-store';
import { nav, PRODUCT_NAME } from '@ferieplan/texts';
import { forgetReturnTo } from '../auth/return-to.js';

export function Navbar() {
  const { status } = useAuth();
  const navigate = useNavigate();
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
        <Link to={signedIn ? '/organizations' : '/'} className="shell-nav__title">
          {PRODUCT_NAME}
        </Link>
        <ul className="shell-nav__links">
          <li>
            <NavLink to="/pricing">{nav.pricing}</NavLink>
          </li>
          {signedIn ? (
            <>
              <li>
                <NavLink to="/organizations">{nav.organizations}</NavLink>
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
                <NavLink to="/login">{nav.login}</NavLink>
              </li>
              <li>
                <NavLink to="/opprett-konto" className="shell-nav__cta">
                  {nav.signup}
                </NavLink>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}
