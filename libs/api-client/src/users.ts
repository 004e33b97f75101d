import type { Employee, UpdateEmployeeBody } from '@ferieplan/contracts';
import { apiErrors } from '@ferieplan/texts';
import { apiRequest, apiResponse } from './http.js';
import { pageInfoOf, pageParams, type PageInfo } from './pages.js';

const errors = apiErrors.employees;
const path = (id: string) => `/api/Users/${encodeURIComponent(id)}`;
const organizationPath = (organizationId: string) =>
  `/api/Users/organization/${encodeURIComponent(organizationId)}`;

/** One page of an organisation's employees (by name): the rows, the total and the next page's cursor. */
export interface EmployeePage extends PageInfo {
  employees: Employee[];
}

export const usersApi = {
  /** The organisation's employees (memberships). Spec section 7: a non-list response counts as empty. */
  organization: async (organizationId: string, signal?: AbortSignal) => {
    const body = await apiRequest<unknown>('GET', organizationPath(organizationId), {
      fallbackMessage: errors.fetch,
      signal,
    });
    return Array.isArray(body) ? (body as Employee[]) : [];
  },
  /** One page (`limit` employees, from `cursor`) of the organisation's employees. */
  organizationPage: async (
    organizationId: string,
    page: { limit: number; cursor: string | null },
    signal?: AbortSignal,
  ): Promise<EmployeePage> => {
    const { body, headers } = await apiResponse<unknown>(
      'GET',
      `${organizationPath(organizationId)}?${pageParams(new URLSearchParams(), page).toString()}`,
      { fallbackMessage: errors.fetch, signal },
    );
    const employees = Array.isArray(body) ? (body as Employee[]) : [];
    return { employees, ...pageInfoOf(employees.length, headers) };
  },
  update: (id: string, body: UpdateEmployeeBody) =>
    apiRequest<Employee>('PUT', path(id), { body, fallbackMessage: errors.update }),
  remove: (id: string) => apiRequest<void>('DELETE', path(id), { fallbackMessage: errors.remove }),
  setAdmin: (id: string, isAdmin: boolean) =>
    apiRequest<Employee>('PUT', `${path(id)}/admin`, { body: { isAdmin }, fallbackMessage: errors.setAdmin }),
};
