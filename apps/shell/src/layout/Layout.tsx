import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Navbar } from './Navbar.js';
import { Footer } from './Footer.js';
import { LazyToaster } from './LazyToaster.js';
import { useAuthStarter } from '../auth/useAuthStarter.js';

/** Navbar, page and footer on every route; a remote failing renders inside <main>, the navbar stays. */
export function Layout() {
  useAuthStarter();
  return (
    <div className="shell">
      <Navbar />
      <main id="main" className="shell-main">
        <Outlet />
      </main>
      <Footer />
      <LazyToaster />
      <ScrollRestoration />
    </div>
  );
}

/**
 * Shown until the first route's data (a remote page) has loaded: the navbar paints at once instead of a
 * blank page. No footer, so nothing visible moves when the page arrives.
 */
export function LayoutFallback() {
  return (
    <div className="shell">
      <Navbar />
      <main id="main" className="shell-main" aria-busy="true" />
    </div>
  );
}
