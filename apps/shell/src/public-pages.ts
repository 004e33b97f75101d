// The pages that are a remote's page. The public ones, which a visitor reaches first, start without the
// router, the data layer and the auth SDK (bootstrap.tsx); for these and the signed-in dashboards the entry
// preloads their remote's files while the shell loads (deployment-fetch.ts).
// No imports: the entry uses this before Module Federation's async boundary.
export interface RemotePage {
  remote: string;
  expose: string;
}

export const PUBLIC_PAGES = {
  '/': { remote: 'landing', expose: 'LandingPage' },
  '/pricing': { remote: 'landing', expose: 'PricingPage' },
  '/personvern': { remote: 'landing', expose: 'PrivacyPage' },
} satisfies Record<string, RemotePage>;

/** The public page at this path, if it is one. */
export const publicPageAt = (pathname: string): RemotePage | undefined =>
  (PUBLIC_PAGES as Record<string, RemotePage>)[pathname];

/** The signed-in pages that are a remote's page (the organisations page prefetches them). */
export const SIGNED_IN_PAGES = {
  '/dashboard': { remote: 'employee', expose: 'DashboardPage' },
  '/admindashboard': { remote: 'admin', expose: 'AdminDashboardPage' },
} satisfies Record<string, RemotePage>;

/** The remote's page at this path, public or signed in, if it is one. */
export const remotePageAt = (pathname: string): RemotePage | undefined =>
  publicPageAt(pathname) ?? (SIGNED_IN_PAGES as Record<string, RemotePage>)[pathname];

/**
 * The pages the build prerenders (tools/rspack/prerendered-pages.mjs lists their files): painted from the
 * first response, started on the visitor's intent (public/start-on-intent.ts). / and /pricing are then
 * hydrated by PublicApp, /login and /opprett-konto by the full app (they need the router and the auth SDK).
 */
export const PRERENDERED_PATHS = ['/', '/pricing', '/login', '/opprett-konto'];
