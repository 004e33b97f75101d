// Reading a remote's mf-manifest.json without the federation runtime: the entry (deployment-fetch.ts)
// preloads the first page's files with it, start-on-intent prefetches the landing remote's entry.
// No imports: both run before Module Federation's async boundary (start-on-intent without it at all).
export interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** The remote's manifest, and the address its files are relative to. */
export async function fetchManifest(manifestUrl: string): Promise<{ manifest: Manifest; base: string }> {
  return readManifest(await (await fetch(manifestUrl)).text(), manifestUrl);
}

/** The manifest in this text (fetched from manifestUrl), and the address its files are relative to. */
export function readManifest(text: string, manifestUrl: string): { manifest: Manifest; base: string } {
  const manifest = JSON.parse(text) as Manifest;
  const publicPath = manifest.metaData?.publicPath;
  return {
    manifest,
    base: publicPath && publicPath !== 'auto' ? publicPath : new URL('.', manifestUrl).href,
  };
}

/** The address of the remote's entry (remoteEntry.js), if the manifest names it. */
export function remoteEntryUrl(manifest: Manifest, base: string): string | undefined {
  const entry = manifest.metaData?.remoteEntry;
  return entry?.name ? new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href : undefined;
}

/** What a remote's page needs first: its entry, the exposed module's own scripts and stylesheets. */
export function pageFiles(manifest: Manifest, base: string, expose: string): { js: string[]; css: string[] } {
  const entry = remoteEntryUrl(manifest, base);
  const assets = manifest.exposes?.find((e) => e.name === expose)?.assets;
  const url = (file: string) => new URL(file, base).href;
  return {
    js: [...(entry ? [entry] : []), ...(assets?.js?.sync ?? []).map(url)],
    css: (assets?.css?.sync ?? []).map(url),
  };
}
