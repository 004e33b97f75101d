// The service worker (public/sw.js) for people who use the app: registered once someone is signed in
// and the page is idle, never for a visitor of the public pages (no request, no bytes for /).
import { forgetUnseenAnswers, handUnseenAnswersTo } from '@ferieplan/api-client';
import { authStore, beforeSignOut } from '@ferieplan/auth-store';
import { removeDevicePush, syncDevicePush } from './device-push-sync.js';
import { offlineState } from './offline-state.js';

/** public/sw.js's cache of the person's own data: emptied when they sign out or someone else signs in. */
const DATA_CACHE = 'ferieplan-data-v1';

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1000);

/**
 * Whether this page's HTML came through the worker: then the worker saw, and kept, everything the page
 * loaded. Not `navigator.serviceWorker.controller`: a page the worker claimed later has a controller too,
 * but its HTML and the remote's files it loaded before that never passed through the worker (issue 29).
 */
function loadedThroughWorker(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return (navigation?.workerStart ?? 0) > 0;
}

/**
 * The page's data fetched before the worker controlled it: its answers are handed to the worker, to be
 * kept, with those still on their way (before: fetched once more through it, every call sent twice).
 */
function handAnswersToWorker(): void {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return;
  handUnseenAnswersTo((answers) => worker.postMessage({ type: 'ferieplan:keep-data', answers }));
}

const loadedFiles = () => performance.getEntriesByType('resource').map((entry) => entry.name);

const controlled = () =>
  new Promise<void>((resolve) => {
    if (navigator.serviceWorker.controller) return resolve();
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
  });

async function register(): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js');
  void syncDevicePush().catch((error: unknown) => console.error(error)); // a renewal while no page was open
  if (loadedThroughWorker()) return;
  await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return;
  // The files this page loaded before the worker ran are kept now: the first visit works offline too.
  const sent = new Set(loadedFiles());
  worker.postMessage({ type: 'ferieplan:warm', page: window.location.href, urls: [...sent] });
  // Claimed before this ran: its data was fetched without the worker, which keeps it now.
  if (navigator.serviceWorker.controller) handAnswersToWorker();
  // A page that opened while the worker was being activated is not claimed by its activation: asked now.
  else worker.postMessage({ type: 'ferieplan:claim' });
  // A file that finished loading after that list but before the claim passed neither through the worker
  // nor into the list (a remote's remoteEntry.js the dashboard asked for meanwhile; seen once in
  // pwa-offline.spec.ts): once the page is controlled and idle, what it loaded since is sent too.
  await controlled();
  whenIdle(() => {
    const urls = loadedFiles().filter((url) => !sent.has(url));
    if (urls.length) worker.postMessage({ type: 'ferieplan:warm', urls });
  });
}

export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('controllerchange', handAnswersToWorker);
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (event.data?.type === 'ferieplan:offline-data') offlineState.shown(Number(event.data.savedAt));
    if (event.data?.type === 'ferieplan:push-changed' && authStore.getState().user)
      void syncDevicePush().catch((error: unknown) => console.error(error));
  });
  beforeSignOut(removeDevicePush);
  window.addEventListener('online', () => offlineState.reset());
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    whenIdle(() => void register().catch((error) => console.error(error)));
  };
  if (authStore.getState().user) start();
  authStore.subscribe((state, previous) => {
    if (previous.user && state.user?.uid !== previous.user.uid) {
      forgetUnseenAnswers();
      if ('caches' in window) void caches.delete(DATA_CACHE);
    }
    if (state.user) start();
  });
}
