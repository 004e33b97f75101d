import { startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { APP_STARTED_EVENT } from './public/started-event.js';
import { createAppRouter, routerReady } from './router.js';

/**
 * The router, announcing the app's start (APP_STARTED_EVENT) as its first render is committed: in the
 * commit itself, so start-on-intent hands a prerendered form's typed text to the hydrated inputs before
 * any later event or render can reset them to their empty state. One child, so React's ids (useId) are
 * the ones of the prerendered markup.
 */
function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  useLayoutEffect(() => {
    document.dispatchEvent(new Event(APP_STARTED_EVENT));
  }, []);
  return <RouterProvider router={router} />;
}

/**
 * The full app: router, data layer, auth. Loaded on its own (bootstrap.tsx) so the public pages do not
 * download it. `root` is the public page's React root when a visitor leaves that page: the router then
 * takes it over once the new location's page has loaded (the old page stays until then).
 */
export async function startApp(container: HTMLElement, root?: Root): Promise<void> {
  const router = createAppRouter();
  // The installable app's worker, for signed-in people once the page is idle (its own small chunk, fetched
  // after the first paint: not beside what that paint needs, issue 28; its listeners are still there before
  // the page's data, which waits for the session).
  requestAnimationFrame(() =>
    setTimeout(
      () =>
        void import(/* webpackChunkName: "pwa" */ './pwa/service-worker.js').then((pwa) =>
          pwa.startServiceWorker(),
        ),
      0,
    ),
  );
  if (root) {
    await routerReady(router);
    root.render(<App router={router} />);
    return;
  }
  // /, /pricing, /login and /opprett-konto arrive prerendered (tools/rspack/prerender-plugin.mjs): the page
  // is already painted, so it is hydrated once the route's page has loaded, with the same markup (no second
  // paint). When that page failed to load (a remote down), the error boundary replaces it instead.
  const prerendered = container.firstElementChild !== null;
  if (prerendered) await routerReady(router);
  if (prerendered && !router.state.errors) {
    hydrateRoot(container, <App router={router} />);
  } else {
    // React clears what the container holds when it first commits. Rendered as a transition, the first
    // render yields to the browser every few milliseconds instead of holding the main thread in one long
    // task (issue 28: the signed-in pages' largest blocking task, ~350 ms on Lighthouse's mobile CPU).
    const root = createRoot(container);
    startTransition(() => root.render(<App router={router} />));
  }
}
