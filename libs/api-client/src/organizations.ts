import type { CreateOrganizationBody, JoinedOrganization, Organization, UpdateOrganizationBody } from '@ferieplan/contracts';
import { apiErrors } from '@ferieplan/texts';
import { apiRequest } from './http.js';

const errors = apiErrors.organizations;

export const organizationsApi = {
  /** Organisations the user administers. */
  my: () => apiRequest<Organization[]>('GET', '/api/Organizations/my', { fallbackMessage: errors.fetch }),
  /** Organisations the user is a member of (not as admin). */
  joined: () =>
    apiRequest<JoinedOrganization[]>('GET', '/api/Organizations/joined', { fallbackMessage: errors.fetchJoined }),
  get: (id: string) =>
    apiRequest<Organization>('GET', `/api/Organizations/${encodeURIComponent(id)}`, { fallbackMessage: errors.fetch }),
  create: (body: CreateOrganizationBody) =>
    apiRequest<Organization>('POST', '/api/Organizations', { body, fallbackMessage: errors.create }),
  update: (id: string, body: UpdateOrganizationBody, fallbackMessage: string = apiErrors.generic) =>
    apiRequest<Organization>('PUT', `/api/Organizations/${encodeURIComponent(id)}`, { body, fallbackMessage }),
};
