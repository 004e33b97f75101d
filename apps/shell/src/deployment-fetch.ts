// Starts fetching the deployment files as soon as the entry runs, in parallel with the shared chunks
// (React, the router) instead of after them (index.html also preloads both). Nothing shared is imported:
// this runs before Module Federation's async boundary.
import { remotePageAt } from './public-pages.js';
import { pageFiles, readManifest } from './remote-manifest.js';

export interface DeploymentFiles {
  remotes: Record<string, string>;
  config: unknown;
}

async function fetchJson(path: string): Promise<unknown> {
  // The static servers send these with Cache-Control: no-cache, so a cached copy is always revalidated.
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

function preload(href: string, as: 'script' | 'style'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Reads the remote's manifest and preloads its entry and the page's files, so they download while the
 * shell's own chunks are still loading (one round trip less before the landing page or a dashboard shows).
 */
async function preloadFirstPage(remotes: Record<string, string>): Promise<void> {
  const page = remotePageAt(window.location.pathname);
  const manifestUrl = page && remotes[page.remote];
  if (!page || !manifestUrl) return;
  const text = fetch(manifestUrl).then((response) => {
    if (!response.ok) throw new Error(`${manifestUrl}: ${response.status}`);
    return response.text();
  });
  earlyManifests.set(manifestUrl, text);
  const { manifest, base } = readManifest(await text, manifestUrl);
  const { js, css } = pageFiles(manifest, base, page.expose);
  for (const file of js) preload(file, 'script');
  for (const file of css) preload(file, 'style');
}

/** The first page's manifest, fetched here, by its address (until the federation runtime takes it). */
const earlyManifests = new Map<string, Promise<string>>();

/**
 * The manifest this page load already fetched from manifestUrl, once: the federation runtime reads it
 * instead of fetching it a second time (runtime-config.ts), one round trip less before the remote's
 * entry runs. Fresh as any fetch of this load. Undefined when there is none; when it failed, the
 * manifest is fetched again, as the runtime would, and a failure is the runtime's to report.
 */
export function takeEarlyManifest(manifestUrl: string): Promise<Response> | undefined {
  const text = earlyManifests.get(manifestUrl);
  earlyManifests.delete(manifestUrl);
  return text?.then(
    (body) => new Response(body, { headers: { 'Content-Type': 'application/json' } }),
    () => fetch(manifestUrl),
  );
}

let pending: Promise<DeploymentFiles> | null = null;

export function fetchDeploymentFiles(): Promise<DeploymentFiles> {
  if (pending) return pending;
  const remotes = fetchJson('/remotes.json') as Promise<Record<string, string>>;
  // The first page's remote files start as soon as remotes.json is read, not after config.json too.
  remotes.then(preloadFirstPage).catch(() => undefined); // only an optimisation
  pending = Promise.all([remotes, fetchJson('/config.json')]).then(([remotes, config]) => ({
    remotes,
    config,
  }));
  return pending;
}
