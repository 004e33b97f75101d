// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const MANIFEST_URL = 'http://localhost:4202/mf-manifest.json';
const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'DashboardPage', assets: { js: { sync: ['page.1.js'] }, css: { sync: [] } } }],
};

/** fetch answering the deployment files and the employee remote's manifest (status: the manifest's). */
function serve(manifestStatus = 200) {
  const fetch = vi.fn(async (url: string) => {
    if (url === '/remotes.json') return Response.json({ employee: MANIFEST_URL });
    if (url === '/config.json') return Response.json({ apiBaseUrl: 'http://localhost:3000' });
    if (url === MANIFEST_URL) return Response.json(MANIFEST, { status: manifestStatus });
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The module fresh (it keeps its fetches for the page load), on /dashboard. */
async function load() {
  vi.resetModules();
  window.history.replaceState(null, '', '/dashboard');
  return import('./deployment-fetch.js');
}

const manifestFetches = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([url]) => url === MANIFEST_URL).length;

beforeEach(() => document.head.replaceChildren());
afterEach(() => vi.unstubAllGlobals());

describe("the first page's remote manifest", () => {
  it('is fetched once: the federation runtime is handed the same manifest, once', async () => {
    const fetch = serve();
    const { fetchDeploymentFiles, takeEarlyManifest } = await load();
    await fetchDeploymentFiles();
    // The entry preloads the remote's entry and the page's chunk from it.
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel=preload]')).toHaveLength(2));

    const handed = takeEarlyManifest(MANIFEST_URL);
    expect(await (await handed!).json()).toEqual(MANIFEST);
    expect(manifestFetches(fetch)).toBe(1);
    // Handed over once: a later load of the manifest (a new release, say) goes to the network.
    expect(takeEarlyManifest(MANIFEST_URL)).toBeUndefined();
  });

  it('is not handed over for another remote', async () => {
    serve();
    const { fetchDeploymentFiles, takeEarlyManifest } = await load();
    await fetchDeploymentFiles();
    expect(takeEarlyManifest('http://localhost:4203/mf-manifest.json')).toBeUndefined();
  });

  it('that failed is fetched again for the runtime, which reports the failure itself', async () => {
    const fetch = serve(503);
    const { fetchDeploymentFiles, takeEarlyManifest } = await load();
    await fetchDeploymentFiles();
    await vi.waitFor(() => expect(manifestFetches(fetch)).toBe(1));
    const response = await takeEarlyManifest(MANIFEST_URL)!;
    expect(response.status).toBe(503);
    expect(manifestFetches(fetch)).toBe(2);
  });
});
