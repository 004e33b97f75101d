import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter, routerReady } from './router.js';

/**
 * The full app: router, data layer, auth. Loaded on its own (bootstrap.tsx) so the public pages do not
 * download it. `root` is the public page's React root when a visitor leaves that page: the router then
 * takes it over once the new location's page has loaded (the old page stays until then).
 */
export async function startApp(container: HTMLElement, root?: Root): Promise<void> {
  const router = createAppRouter();
  if (root) {
    await routerReady(router);
    root.render(<RouterProvider router={router} />);
    return;
  }
  // / and /pricing arrive prerendered (tools/rspack/prerender-plugin.mjs): the page is already painted,
  // so it is hydrated once the route's remote page has loaded, with the same markup (no second paint).
  // When that page failed to load (a remote down), the error boundary replaces it instead.
  const prerendered = container.firstElementChild !== null;
  if (prerendered) await routerReady(router);
  if (prerendered && !router.state.errors) {
    hydrateRoot(container, <RouterProvider router={router} />);
  } else {
    // React clears what the container holds when it first commits.
    createRoot(container).render(<RouterProvider router={router} />);
  }
}
