import { registerPlugins, registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig, type RuntimeConfig } from '@ferieplan/auth-store';
import { registerRemoteLoader } from '@ferieplan/ui';
import { fetchDeploymentFiles, takeEarlyManifest } from './deployment-fetch.js';

export type RemoteManifests = Record<string, string>;

/** Deployment configuration read at start-up, so one build runs in every environment. */
export async function loadRuntimeConfig(): Promise<{ remotes: RemoteManifests; config: RuntimeConfig }> {
  const { remotes, config } = await fetchDeploymentFiles();
  setRuntimeConfig(config as RuntimeConfig);
  // The first page's remote manifest was fetched by the entry already (deployment-fetch.ts): used once.
  registerPlugins([{ name: 'ferieplan-early-manifest', fetch: (url) => takeEarlyManifest(url) }]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  registerRemoteLoader((remote, module) => loadRemote(`${remote}/${module}`));
  return { remotes, config: config as RuntimeConfig };
}
