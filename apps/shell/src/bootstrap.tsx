import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadRuntimeConfig } from './runtime-config.js';
import { createAppRouter, routerReady } from './router.js';
import './shell.css';

// Firebase is not started here: the layout starts it after the first paint (see useAuthStarter.ts).
const { remotes } = await loadRuntimeConfig();
const router = createAppRouter(remotes);
const root = document.getElementById('root')!;
// / and /pricing arrive prerendered (tools/rspack/prerender-plugin.mjs): the page is already painted,
// so it is hydrated once the route's remote page has loaded, with the same markup (no second paint).
// When that page failed to load (a remote down), the error boundary replaces it instead.
const prerendered = root.firstElementChild !== null;
if (prerendered) await routerReady(router);
if (prerendered && !router.state.errors) {
  hydrateRoot(root, <RouterProvider router={router} />);
} else {
  // React clears what the container holds when it first commits.
  createRoot(root).render(<RouterProvider router={router} />);
}
