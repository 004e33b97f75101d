// Server-rendering entry of the prerender (bundled for Node by tools/rspack/prerender-plugin.mjs at this
// app's production build; rspack.config.mjs names this file): the shell's public frame (PublicApp) around
// the landing remote's two pages and the shell's login and sign-up pages, as a visitor who is not signed
// in sees them, plus the CSS they need. The shell hydrates this markup on the client instead of painting
// again: the landing pages with the same component (../public), the sign-in pages with the full app, whose
// routed layout renders the same markup (../layout/Layout.tsx).
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
// The CSS arrives as text (asset/source) and is inlined in the page: no stylesheet request before the paint.
import uiBase from '@ferieplan/ui/base.css';
import uiComponents from '@ferieplan/ui/components.css';
import { FooterContent } from '../layout/Footer';
import LoginPage from '../pages/LoginPage';
import SignupPage from '../pages/SignupPage';
import { PublicApp } from '../public/PublicApp';
import shell from '../shell.css';
// At run time the shell loads these pages from the landing remote (Module Federation); at build time the
// prerender renders the same modules from the landing app's sources (the shell's build lists them as input).
/* eslint-disable @nx/enforce-module-boundaries */
import LandingPage from '../../../landing/src/LandingPage';
import PricingPage from '../../../landing/src/PricingPage';
import landing from '../../../landing/src/landing.css';
/* eslint-enable @nx/enforce-module-boundaries */

/** The prerendered paths and their page (the shell's PUBLIC_PAGES sends the first two to the landing remote). */
const PAGES: Record<string, ComponentType> = {
  '/': LandingPage,
  '/pricing': PricingPage,
  '/login': LoginPage,
  '/opprett-konto': SignupPage,
};

export const css = [uiBase, uiComponents, shell, landing].join('\n');

export async function render(path: string): Promise<string> {
  // The sign-in pages link with the router's Link and read its location, as they do in the app.
  return renderToString(
    <StaticRouter location={path}>
      <PublicApp pathname={path} Page={PAGES[path]!} navigate={() => undefined} />
    </StaticRouter>,
  );
}

/**
 * The footer for these operator details (values may be placeholders), as it appears in the rendered
 * pages: the shell's web servers swap it in for the details they are configured with.
 */
export function renderFooter(site: Record<string, string>): string {
  return renderToString(<FooterContent site={site} />);
}
