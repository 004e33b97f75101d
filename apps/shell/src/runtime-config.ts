import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig, type RuntimeConfig } from '@ferieplan/auth-store';
import { registerRemoteLoader } from '@ferieplan/ui';

export type RemoteManifests = Record<string, string>;

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Deployment configuration read at start-up, so one build runs in every environment. */
export async function loadRuntimeConfig(): Promise<{ remotes: RemoteManifests }> {
  const [remotes, config] = await Promise.all([
    fetchJson<RemoteManifests>('/remotes.json'),
    fetchJson<RuntimeConfig>('/config.json'),
  ]);
  setRuntimeConfig(config);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  registerRemoteLoader((remote, module) => loadRemote(`${remote}/${module}`));
  return { remotes };
}
