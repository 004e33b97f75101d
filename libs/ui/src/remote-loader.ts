// The shell registers how remotes are loaded; remotes that embed another remote (admin -> staffing)
// go through this shared singleton instead of touching the federation runtime themselves.
type RemoteLoader = (remote: string, module: string) => Promise<unknown>;

let loader: RemoteLoader | null = null;

export function registerRemoteLoader(next: RemoteLoader): void {
  loader = next;
}

export async function loadRemoteModule<T>(remote: string, module: string): Promise<T> {
  if (!loader) throw new Error('Remote loader not registered');
  const loaded = (await loader(remote, module)) as T | null | undefined;
  if (!loaded) throw new Error(`Remote module ${remote}/${module} not found`);
  return loaded;
}
