import { Outlet } from 'react-router-dom';
import { Navbar } from './Navbar.js';
import { LazyToaster } from './LazyToaster.js';
import { PageScroll } from './PageScroll.js';
import { RouterNavigation } from './RouterNavigation.js';
import { ShellFrame } from './ShellFrame.js';
import { useAuthStarter } from '../auth/useAuthStarter.js';
import { OfflineBanner } from '../pwa/OfflineBanner.js';
import { hasSessionHint } from '@ferieplan/auth-store';
import { PendingPage, usePageTitle } from './page-title.js';

/** Navbar, page and footer on every route; a remote failing renders inside <main>, the navbar stays. */
export function Layout() {
  useAuthStarter();
  return (
    <RouterNavigation>
      <ShellFrame
        after={
          <>
            <LazyToaster />
            <PageScroll />
          </>
        }
      >
        <OfflineBanner />
        <Outlet />
      </ShellFrame>
    </RouterNavigation>
  );
}

/**
 * Shown until the first route's data (a remote page) and chunks have loaded: the navbar paints at once
 * instead of a blank page, with the page's title for someone who signed in here (page-title.tsx). No
 * footer, so nothing visible moves when the page arrives.
 */
export function LayoutFallback() {
  const title = usePageTitle();
  return (
    <RouterNavigation>
      <div className="shell">
        <Navbar />
        <main id="main" className="shell-main" aria-busy="true">
          {title && hasSessionHint() ? <PendingPage title={title} /> : null}
        </main>
      </div>
    </RouterNavigation>
  );
}
