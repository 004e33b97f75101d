import type { Employee, UpdateEmployeeBody } from '@ferieplan/contracts';
import { apiErrors } from '@ferieplan/texts';
import { apiRequest } from './http.js';

const errors = apiErrors.employees;
const path = (id: string) => `/api/Users/${encodeURIComponent(id)}`;

export const usersApi = {
  /** The organisation's employees (memberships). Spec section 7: a non-list response counts as empty. */
  organization: async (organizationId: string, signal?: AbortSignal) => {
    const body = await apiRequest<unknown>('GET', `/api/Users/organization/${encodeURIComponent(organizationId)}`, {
      fallbackMessage: errors.fetch,
      signal,
    });
    return Array.isArray(body) ? (body as Employee[]) : [];
  },
  update: (id: string, body: UpdateEmployeeBody) =>
    apiRequest<Employee>('PUT', path(id), { body, fallbackMessage: errors.update }),
  remove: (id: string) => apiRequest<void>('DELETE', path(id), { fallbackMessage: errors.remove }),
  setAdmin: (id: string, isAdmin: boolean) =>
    apiRequest<Employee>('PUT', `${path(id)}/admin`, { body: { isAdmin }, fallbackMessage: errors.setAdmin }),
};
