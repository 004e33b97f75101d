import { queryOptions } from '@tanstack/react-query';
import type {
  CreateOrganizationBody,
  DeleteOrganizationBody,
  JoinedOrganization,
  Organization,
  UpdateOrganizationBody,
} from '@ferieplan/contracts';
import { apiErrors, organizationDeletion } from '@ferieplan/texts';
import { apiRequest } from './http.js';

const errors = apiErrors.organizations;
const path = (id: string) => `/api/Organizations/${encodeURIComponent(id)}`;

export const organizationsApi = {
  /** Organisations the user administers. */
  my: () => apiRequest<Organization[]>('GET', '/api/Organizations/my', { fallbackMessage: errors.fetch }),
  /** Organisations the user is a member of (not as admin). */
  joined: () =>
    apiRequest<JoinedOrganization[]>('GET', '/api/Organizations/joined', {
      fallbackMessage: errors.fetchJoined,
    }),
  get: (id: string, signal?: AbortSignal) =>
    apiRequest<Organization>('GET', path(id), { fallbackMessage: errors.fetch, signal }),
  create: (body: CreateOrganizationBody) =>
    apiRequest<Organization>('POST', '/api/Organizations', { body, fallbackMessage: errors.create }),
  update: (id: string, body: UpdateOrganizationBody, fallbackMessage: string = apiErrors.generic) =>
    apiRequest<Organization>('PUT', path(id), { body, fallbackMessage }),
  /** Admin: deletes the organisation (a Pro subscription is cancelled first); `name` repeats its name. */
  remove: (id: string, body: DeleteOrganizationBody) =>
    apiRequest<void>('DELETE', path(id), { body, fallbackMessage: organizationDeletion.failed }),
};

/**
 * Keys from general to specific. Everything of one organisation (its lists, settings, reports) starts
 * with `organizationKeys.data(id)`, so dropping or refetching an organisation's data is one call.
 */
export const organizationKeys = {
  data: (id: string) => ['organization', id] as const,
  mine: ['organizations', 'my'] as const,
  joined: ['organizations', 'joined'] as const,
  one: (id: string) => ['organizations', 'one', id] as const,
};

export const organizationQueries = {
  mine: () => queryOptions({ queryKey: organizationKeys.mine, queryFn: organizationsApi.my }),
  joined: () => queryOptions({ queryKey: organizationKeys.joined, queryFn: organizationsApi.joined }),
  one: (id: string) =>
    queryOptions({
      queryKey: organizationKeys.one(id),
      queryFn: ({ signal }) => organizationsApi.get(id, signal),
    }),
};
