// Server-rendering entry of the prerender (bundled for Node by prerender-plugin.mjs at the shell's
// production build): the shell's public frame (PublicApp) around the landing remote's two pages, as a
// visitor who is not signed in sees them, plus the CSS they need. The shell hydrates this markup with the
// same component on the client (apps/shell/src/public), instead of painting again.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { PublicApp } from '../../../apps/shell/src/public/PublicApp';
import { FooterContent } from '../../../apps/shell/src/layout/Footer';
import LandingPage from '../../../apps/landing/src/LandingPage';
import PricingPage from '../../../apps/landing/src/PricingPage';
// The CSS arrives as text (asset/source) and is inlined in the page: no stylesheet request before the paint.
import uiBase from '../../../libs/ui/src/base.css';
import uiComponents from '../../../libs/ui/src/components.css';
import shell from '../../../apps/shell/src/shell.css';
import landing from '../../../apps/landing/src/landing.css';

/** The prerendered paths and their page (the shell's PUBLIC_PAGES sends both to the landing remote). */
export const PAGES: Record<string, ComponentType> = { '/': LandingPage, '/pricing': PricingPage };

export const css = [uiBase, uiComponents, shell, landing].join('\n');

export async function render(path: string): Promise<string> {
  return renderToString(<PublicApp pathname={path} Page={PAGES[path]} navigate={() => undefined} />);
}

/**
 * The footer for these operator details (values may be placeholders), as it appears in the rendered
 * pages: the shell's web servers swap it in for the details they are configured with.
 */
export function renderFooter(site: Record<string, string>): string {
  return renderToString(<FooterContent site={site} />);
}
