// A returning person's signed-in start, as the e2e specs of issue 28 stage it: held downloads and the
// session Firebase stored on this browser.
import type { Page } from '@playwright/test';

/** Holds every request matching `pattern` until the returned function is called. */
export async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Firebase's stored session (the SDK's IndexedDB entry), as if its ID token expired at `expiresAt`. */
export async function storeTokenExpiry(page: Page, expiresAt: number): Promise<void> {
  await page.evaluate(
    (expirationTime) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result
            .transaction('firebaseLocalStorage', 'readwrite')
            .objectStore('firebaseLocalStorage');
          const all = store.getAll();
          all.onsuccess = () => {
            const entry = all.result.find((row: { fbase_key: string }) =>
              row.fbase_key.startsWith('firebase:authUser:'),
            );
            entry.value.stsTokenManager.expirationTime = expirationTime;
            store.put(entry).onsuccess = () => resolve();
          };
        };
      }),
    expiresAt,
  );
}

/** The page's API requests as 'METHOD /path?query', in order (to see that none is sent twice). */
export function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

/** The calls that were sent again (each repeat once). */
export const duplicates = (calls: string[]): string[] =>
  calls.filter((call, index) => calls.indexOf(call) !== index);
