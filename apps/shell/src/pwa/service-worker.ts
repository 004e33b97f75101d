// The service worker (public/sw.js) for people who use the app: registered once someone is signed in
// and the page is idle, never for a visitor of the public pages (no request, no bytes for /).
import { authStore } from '@ferieplan/auth-store';
import { queryClient } from '../data/query-client.js';
import { offlineState } from './offline-state.js';

/** public/sw.js's cache of the person's own data: emptied when they sign out or someone else signs in. */
const DATA_CACHE = 'ferieplan-data-v1';

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1000);

async function register(): Promise<void> {
  const firstInstall = !navigator.serviceWorker.controller;
  const registration = await navigator.serviceWorker.register('/sw.js');
  if (!firstInstall) return;
  await navigator.serviceWorker.ready;
  // The files this page loaded before the worker ran are kept now: the first visit works offline too.
  registration.active?.postMessage({
    type: 'ferieplan:warm',
    page: window.location.href,
    urls: performance.getEntriesByType('resource').map((entry) => entry.name),
  });
  // The dashboard's data was fetched before the worker controlled the page: fetched once more through it.
  const claimed = () => void queryClient.invalidateQueries();
  if (navigator.serviceWorker.controller) claimed();
  else navigator.serviceWorker.addEventListener('controllerchange', claimed, { once: true });
}

export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (event.data?.type === 'ferieplan:offline-data') offlineState.shown(Number(event.data.savedAt));
  });
  window.addEventListener('online', () => offlineState.reset());
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    whenIdle(() => void register().catch((error) => console.error(error)));
  };
  if (authStore.getState().user) start();
  authStore.subscribe((state, previous) => {
    if (previous.user && state.user?.uid !== previous.user.uid && 'caches' in window)
      void caches.delete(DATA_CACHE);
    if (state.user) start();
  });
}
