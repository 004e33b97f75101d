// Ferieplan's service worker (issue 29), served by the shell at /sw.js (no-cache, so a new one is found at
// once). What it does, and no more:
// - HTML, /remotes.json, /config.json and every remote's mf-manifest.json and remoteEntry.js: network
//   first, the last copy only without a network. A new release of the shell or of one remote (deployed
//   alone) therefore takes effect on the next visit: nothing stale is served while the server answers.
// - Hashed files (name.1a2b3c4d.js/.css, immutable by their name): from the cache, else fetched and kept.
// - The API's GET answers of the person's own data (OWN_DATA): network first, kept, and shown
//   offline, with a message to the page saying when they were saved ('Sist oppdatert {tid}').
//   What the page fetched before this worker controlled it is handed over by the page (keepData).
// - Nothing else: writes (POST/PUT/...) always go to the network, so an offline request fails visibly.
// - Web Push: shows the notification the API sent and opens its page on a click; a renewed subscription
//   is subscribed again and the pages are told (they update the server).
const SHELL_CACHE = 'ferieplan-shell-v1';
const DATA_CACHE = 'ferieplan-data-v1';
const APP_HTML = '/__app.html';
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
const DEPLOYMENT = /\/(remotes\.json|config\.json|mf-manifest\.json|remoteEntry\.js)$/;
const SAVED_AT = 'x-ferieplan-saved-at';
// Prerendered public pages are not the app's HTML (the fallback for every other path).
const PRERENDERED = new Set(['/', '/pricing', '/login', '/opprett-konto']);

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, DATA_CACHE]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

async function put(cacheName, key, response) {
  if (!response.ok) return;
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
}

/**
 * A remote's file (another origin) asked for by a <script> or <link> tag is a no-cors request: its answer
 * is opaque (status 0, never `ok`), so it was never kept and the dashboard's remote did not open offline
 * (issue 29, seen in pwa-offline.spec.ts). The remotes' servers allow CORS, so the worker asks for a
 * readable copy, which it can check and keep; a server without CORS still gets its file served, not kept.
 */
async function fromNetwork(request) {
  const crossOriginTag = request.mode === 'no-cors' && new URL(request.url).origin !== self.location.origin;
  if (!crossOriginTag) return fetch(request);
  try {
    return await fetch(request.url, { mode: 'cors', credentials: 'omit' });
  } catch {
    return fetch(request);
  }
}

async function networkFirst(request, cacheName, fallbackKeys = []) {
  try {
    const response = await fromNetwork(request);
    if (response.ok) await put(cacheName, request, response.clone());
    return response;
  } catch (error) {
    const cache = await caches.open(cacheName);
    for (const key of [request, ...fallbackKeys]) {
      const cached = await cache.match(key, { ignoreVary: true, ignoreSearch: key !== request });
      if (cached) return cached;
    }
    throw error;
  }
}

async function navigation(request) {
  const path = new URL(request.url).pathname;
  try {
    const response = await fetch(request);
    if (response.ok) {
      await put(SHELL_CACHE, request.url, response.clone());
      if (!PRERENDERED.has(path)) await put(SHELL_CACHE, APP_HTML, response.clone());
    }
    return response;
  } catch (error) {
    const cache = await caches.open(SHELL_CACHE);
    const cached = (await cache.match(request.url, { ignoreSearch: true })) ?? (await cache.match(APP_HTML));
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fromNetwork(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Kept with the time it was saved; offline, the pages are told how old what they show is. */
async function ownData(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const headers = new Headers(response.headers);
      headers.set(SAVED_AT, String(Date.now()));
      const copy = new Response(await response.clone().blob(), { status: response.status, headers });
      await put(DATA_CACHE, request.url, copy);
    }
    return response;
  } catch (error) {
    const cached = await (await caches.open(DATA_CACHE)).match(request.url, { ignoreVary: true });
    if (!cached) throw error;
    // matchAll, not clients.get(id): get waits for a client that is still loading.
    for (const client of await self.clients.matchAll({ type: 'window' }))
      client.postMessage({ type: 'ferieplan:offline-data', savedAt: Number(cached.headers.get(SAVED_AT)) });
    return cached;
  }
}

/**
 * The person's own reads: their organisations, membership, balances and requests (…/me, …/my, …/mine,
 * …/joined) and the organisation's settings the dashboard needs to show them. Never another person's
 * data, an admin's list or a file download.
 */
const OWN_DATA = [
  /^\/api\/Organizations\/(my|joined)$/,
  /^\/api\/[A-Za-z]+\/organization\/[^/]+\/(me|my)(\/[A-Za-z]+)?$/,
  /^\/api\/VacationRequests\/my$/,
  /^\/api\/UserInvitations\/mine$/,
  /^\/api\/Organizations\/[0-9a-f-]{36}$/,
  /^\/api\/(AbsenceKinds|Notifications)\/organization\/[^/]+$/,
];

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') return event.respondWith(navigation(request));
  if (OWN_DATA.some((pattern) => pattern.test(url.pathname))) return event.respondWith(ownData(request));
  if (DEPLOYMENT.test(url.pathname)) return event.respondWith(networkFirst(request, SHELL_CACHE));
  if (HASHED.test(url.pathname)) return event.respondWith(cacheFirst(request));
});

// The page sends the files it loaded before this worker controlled it (service-worker.ts): kept now,
// so the first visit already works offline. The page's HTML first, when sent (nothing opens offline
// without it; the page's second list, of what loaded while it was being claimed, has none), then the
// files not kept yet, in parallel (one by one took longer than a busy visit lasts).
async function warm({ page, urls }) {
  const html = page ? await fetch(page, { credentials: 'same-origin' }).catch(() => null) : null;
  if (html?.ok) {
    await put(SHELL_CACHE, page, html.clone());
    if (!PRERENDERED.has(new URL(page).pathname)) await put(SHELL_CACHE, APP_HTML, html);
  }
  const cache = await caches.open(SHELL_CACHE);
  const files = urls.filter((href) => {
    const { pathname } = new URL(href);
    return HASHED.test(pathname) || DEPLOYMENT.test(pathname);
  });
  await Promise.all(
    files.map(async (href) => {
      if (HASHED.test(new URL(href).pathname) && (await cache.match(href))) return;
      const response = await fetch(href, { mode: 'cors', credentials: 'omit' }).catch(() => null);
      if (response?.ok) await put(SHELL_CACHE, href, response);
    }),
  );
}

// The API's answers the page had before this worker controlled it (service-worker.ts): the person's own
// data among them is kept as if fetched through here, unless a newer copy is kept already.
async function keepData({ answers }) {
  const cache = await caches.open(DATA_CACHE);
  for (const { url, body, contentType, receivedAt } of answers) {
    if (!OWN_DATA.some((pattern) => pattern.test(new URL(url).pathname))) continue;
    const kept = await cache.match(url, { ignoreVary: true });
    if (kept && Number(kept.headers.get(SAVED_AT)) >= receivedAt) continue;
    const headers = { 'Content-Type': contentType, [SAVED_AT]: String(receivedAt) };
    await cache.put(url, new Response(body, { status: 200, headers }));
  }
}

self.addEventListener('message', (event) => {
  if (event.data?.type === 'ferieplan:warm') event.waitUntil(warm(event.data));
  if (event.data?.type === 'ferieplan:keep-data') event.waitUntil(keepData(event.data));
  // A page that opened while this worker was activating (its claim came too early for it).
  if (event.data?.type === 'ferieplan:claim') event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const message = event.data?.json() ?? {};
  event.waitUntil(
    self.registration.showNotification(message.title ?? 'Ferieplan', {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      lang: 'nb',
      data: { url: message.url ?? '/dashboard' },
    }),
  );
});

// The browser renewed (or dropped) the push subscription. Subscribed again with the same server key;
// the worker has no session to tell the API, so the open pages do it (device-push-sync.ts), or the next
// signed-in visit does.
async function renewPush(oldSubscription, newSubscription) {
  const applicationServerKey = oldSubscription?.options?.applicationServerKey;
  if (!newSubscription && applicationServerKey)
    await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  for (const client of await self.clients.matchAll({ type: 'window' }))
    client.postMessage({ type: 'ferieplan:push-changed' });
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(renewPush(event.oldSubscription, event.newSubscription));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/dashboard', self.location.origin).href;
  event.waitUntil(
    (async () => {
      for (const client of await self.clients.matchAll({ type: 'window' })) {
        if ('focus' in client) {
          await client.navigate(url).catch(() => undefined);
          return client.focus();
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});
