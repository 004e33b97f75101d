// Starts fetching the deployment files as soon as the entry runs, in parallel with the shared chunks
// (React, the router) instead of after them. No imports: this runs before Module Federation's async boundary.
export interface DeploymentFiles {
  remotes: Record<string, string>;
  config: unknown;
}

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

let pending: Promise<DeploymentFiles> | null = null;

export function fetchDeploymentFiles(): Promise<DeploymentFiles> {
  pending ??= Promise.all([fetchJson('/remotes.json'), fetchJson('/config.json')]).then(([remotes, config]) => ({
    remotes: remotes as Record<string, string>,
    config,
  }));
  return pending;
}
