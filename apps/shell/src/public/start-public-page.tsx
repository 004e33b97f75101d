import type { ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loadRemoteModule } from '@ferieplan/ui';
import type { RemotePage } from '../public-pages.js';
import { PublicApp } from './PublicApp.js';

const loadApp = () => import(/* webpackChunkName: "app" */ '../app.js');

/**
 * Starts a public page without the full app and returns true once it runs, or false when its remote page failed to
 * load (the full app then shows its error boundary with a retry). The full app's code is fetched when a
 * visitor shows intent to leave (pointer or focus on a link), and started when they do.
 */
export async function startPublicPage(container: HTMLElement, page: RemotePage): Promise<boolean> {
  let Page: ComponentType;
  try {
    Page = (await loadRemoteModule<{ default: ComponentType }>(page.remote, page.expose)).default;
  } catch {
    return false;
  }
  let root: Root | undefined;
  let leaving: Promise<void> | null = null;
  const navigate = (to: string, options?: { replace?: boolean }) => {
    leaving ??= loadApp()
      .then(async ({ startApp }) => {
        window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
        await startApp(container, root);
        window.scrollTo(0, 0);
      })
      .catch(() => window.location.assign(to));
  };
  const prefetch = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('a')) void loadApp().catch(() => undefined);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    container.addEventListener(type, prefetch, { passive: true });

  let started!: () => void;
  const hydrated = new Promise<void>((resolve) => (started = resolve));
  const app = (
    <PublicApp pathname={window.location.pathname} Page={Page} navigate={navigate} onStarted={started} />
  );
  if (container.firstElementChild) {
    root = hydrateRoot(container, app);
  } else {
    root = createRoot(container);
    root.render(app);
  }
  await hydrated;
  return true;
}
