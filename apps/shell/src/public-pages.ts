// The public pages a visitor reaches first. They start without the router, the data layer and the auth
// SDK (bootstrap.tsx); the entry preloads their remote's files while the shell loads (deployment-fetch.ts).
// No imports: the entry uses this before Module Federation's async boundary.
export interface PublicPage {
  remote: string;
  expose: string;
}

export const PUBLIC_PAGES: Record<string, PublicPage> = {
  '/': { remote: 'landing', expose: 'LandingPage' },
  '/pricing': { remote: 'landing', expose: 'PricingPage' },
  '/personvern': { remote: 'landing', expose: 'PrivacyPage' },
};
