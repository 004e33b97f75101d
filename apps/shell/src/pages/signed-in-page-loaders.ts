/**
 * The code of the signed-in routes' shell chunks: the data layer around them and the organisations page.
 * The router loads them on navigation (router.tsx); bootstrap.tsx starts them beside the app's own chunk
 * for someone who signed in on this browser, so the page's chunks are not a further round trip after the
 * router's (issue 28: on simulated slow 4G each step of that chain cost ~150 ms and more).
 */
export const loadDataLayer = () => import('../data/DataLayer.js');
export const loadOrganizationsPage = () =>
  import(/* webpackChunkName: "organizations" */ './OrganizationsPage.js'); // named for the e2e test

/** Starts downloading the shell's chunks the route at this path renders (the remotes' are deployment-fetch.ts's). */
export function preloadSignedInRoute(pathname: string): void {
  const loads: Promise<unknown>[] = [];
  if (['/organizations', '/dashboard', '/admindashboard'].includes(pathname)) loads.push(loadDataLayer());
  if (pathname === '/organizations') loads.push(loadOrganizationsPage());
  // Only an early start: the router loads them again and reports a failure itself.
  for (const load of loads) load.catch(() => undefined);
}

/**
 * Whether the route's first content waits for the session: the dashboards' do (the name, the organisation),
 * /organizations' does not (its title shows while the session is confirmed, router.tsx). There the auth
 * SDK's chunk is left to the layout, after the first paint, so its 33 KiB do not share the slow
 * connection with the chunks that paint (issue 28: they all counted towards the page's LCP).
 */
export const sessionNeededFirst = (pathname: string): boolean => pathname !== '/organizations';

/**
 * The API reads the route's first render needs, asked for at bootstrap with the stored session (issue 28);
 * only /organizations, whose lists do not depend on a chosen organisation.
 */
export const firstDataPaths = (pathname: string): string[] =>
  pathname === '/organizations'
    ? ['/api/Organizations/my', '/api/Organizations/joined', '/api/UserInvitations/mine']
    : [];
