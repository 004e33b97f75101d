// Server-rendering entry of the prerender (bundled for Node by prerender-plugin.mjs at the shell's
// production build): the shell's layout around the landing remote's two pages, as a visitor who is
// not signed in sees them, plus the CSS they need. The DOM matches what the shell's router renders on
// the client, so the shell hydrates it instead of painting again.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { Layout } from '../../../apps/shell/src/layout/Layout';
import LandingPage from '../../../apps/landing/src/LandingPage';
import PricingPage from '../../../apps/landing/src/PricingPage';
// The CSS arrives as text (asset/source) and is inlined in the page: no stylesheet request before the paint.
import uiBase from '../../../libs/ui/src/base.css';
import uiComponents from '../../../libs/ui/src/components.css';
import shell from '../../../apps/shell/src/shell.css';
import landing from '../../../apps/landing/src/landing.css';

/** The prerendered paths and their page (the shell's route table sends both to the landing remote). */
export const PAGES: Record<string, () => ReactElement> = {
  '/': () => <LandingPage />,
  '/pricing': () => <PricingPage />,
};

export const css = [uiBase, uiComponents, shell, landing].join('\n');

export async function render(path: string): Promise<string> {
  const Page = PAGES[path];
  const routes: RouteObject[] = [{ element: <Layout />, children: [{ path, element: <Page /> }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`prerender ${path}: unexpected redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}
