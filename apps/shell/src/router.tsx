import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { Layout, LayoutFallback } from './layout/Layout.js';
import { RedirectSignedIn, RequireAuth } from './auth/guards.js';
import type { PageTitleHandle } from './layout/page-title.js';
import { remoteRoute, RemoteErrorBoundary } from './remote-route.js';
import { PUBLIC_PAGES, SIGNED_IN_PAGES } from './public-pages.js';
import { loadLoginPage } from './pages/load-login-page.js';
import { loadDataLayer, loadOrganizationsPage } from './pages/signed-in-page-loaders.js';
import { EMULATOR_GOOGLE_PATH, EMULATOR_MICROSOFT_PATH } from '@ferieplan/auth-store';
import { organizations } from '@ferieplan/texts';

/** The shell's own pages are separate chunks, so the landing page loads none of them. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the first location's loaders (a remote page) have run. */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The route table of spec section 2. */
export function createAppRouter() {
  return createBrowserRouter([
    // Popup page of the Auth emulator's Google stand-in: no navbar, no auth start.
    { path: EMULATOR_GOOGLE_PATH, ...page(() => import('./pages/EmulatorGooglePage.js')) },
    { path: EMULATOR_MICROSOFT_PATH, ...page(() => import('./pages/EmulatorMicrosoftPage.js')) },
    {
      element: <Layout />,
      HydrateFallback: LayoutFallback,
      ErrorBoundary: RemoteErrorBoundary,
      children: [
        {
          // Errors of pages render inside the layout, so the navbar keeps working.
          ErrorBoundary: RemoteErrorBoundary,
          children: [
            {
              element: <RedirectSignedIn />,
              children: [
                { path: '/', ...remoteRoute(PUBLIC_PAGES['/']) },
                { path: '/login', ...page(loadLoginPage) },
              ],
            },
            { path: '/pricing', ...remoteRoute(PUBLIC_PAGES['/pricing']) },
            { path: '/personvern', ...remoteRoute(PUBLIC_PAGES['/personvern']) },
            {
              // The API's data layer (TanStack Query), loaded with the first page that needs it.
              ...page(loadDataLayer),
              children: [
                { path: '/opprett-konto', ...page(() => import('./pages/SignupPage.js')) },
                { path: '/register', ...page(() => import('./pages/RegisterPage.js')) },
                {
                  element: <RequireAuth />,
                  children: [
                    {
                      path: '/organizations',
                      ...page(loadOrganizationsPage),
                      handle: { pageTitle: organizations.title } satisfies PageTitleHandle,
                    },
                    { path: '/dashboard', ...remoteRoute(SIGNED_IN_PAGES['/dashboard']) },
                    { path: '/admindashboard', ...remoteRoute(SIGNED_IN_PAGES['/admindashboard']) },
                  ],
                },
              ],
            },
            { path: '*', ...page(() => import('./pages/NotFoundPage.js')) },
          ],
        },
      ],
    },
  ]);
}
