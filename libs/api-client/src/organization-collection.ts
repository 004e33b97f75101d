// A collection an organisation owns and an admin lists, adds to and removes from (calendar feeds, API keys,
// webhook endpoints): its three calls (`api`), its query key under the organisation's data (`keys`) and its
// query options (`queries`), defined once.
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

interface CollectionOptions {
  /** e.g. '/api/ApiKeys': GET {path}/organization/{id} lists, POST {path} adds. */
  path: string;
  /** Where one item is removed: DELETE {itemPath}/{id} (default: path). */
  itemPath?: string;
  /** The key's last part under the organisation's data, e.g. 'api-keys'. */
  key: string;
  /** The Norwegian message when a call fails without one of its own. */
  failed: { list: string; create: string; remove: string };
}

export function organizationCollection<Item, Body, Created>(options: CollectionOptions) {
  const { path, itemPath = path, failed } = options;
  const list = (organizationId: string, signal?: AbortSignal) =>
    apiRequest<Item[]>('GET', `${path}/organization/${encodeURIComponent(organizationId)}`, {
      fallbackMessage: failed.list,
      signal,
    });
  const key = (organizationId: string) => [...organizationKeys.data(organizationId), options.key] as const;
  return {
    api: {
      organization: list,
      create: (body: Body) => apiRequest<Created>('POST', path, { body, fallbackMessage: failed.create }),
      remove: (id: string) =>
        apiRequest<void>('DELETE', `${itemPath}/${encodeURIComponent(id)}`, {
          fallbackMessage: failed.remove,
        }),
    },
    keys: { organization: key },
    queries: {
      organization: (organizationId: string) =>
        queryOptions({
          queryKey: key(organizationId),
          queryFn: ({ signal }) => list(organizationId, signal),
        }),
    },
  };
}
