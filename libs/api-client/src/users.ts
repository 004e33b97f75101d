import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Employee, UpdateEmployeeBody } from '@ferieplan/contracts';
import { apiErrors, vacationRequestErrors } from '@ferieplan/texts';
import { apiRequest, apiResponse } from './http.js';
import { organizationKeys } from './organizations.js';
import { pageInfoOf, pageParams, type PageInfo } from './pages.js';

const errors = apiErrors.employees;
const path = (id: string) => `/api/Users/${encodeURIComponent(id)}`;
const organizationPath = (organizationId: string) =>
  `/api/Users/organization/${encodeURIComponent(organizationId)}`;

/** One page of an organisation's employees (by name): the rows, the total and the next page's cursor. */
export interface EmployeePage extends PageInfo {
  employees: Employee[];
}

/** An organisation's members (employees) as the admin manages them, and the caller's own membership. */
export const usersApi = {
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
  /** Every employee of the organisation in one list (a picker that must offer all 2,000, not a page). */
  all: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<Employee[]>('GET', organizationPath(organizationId), {
      fallbackMessage: errors.fetch,
      signal,
    }),
  /** The caller's own membership (yearly days and balance) in an organisation; 404 for a non-member. */
  me: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<Employee>('GET', `${organizationPath(organizationId)}/me`, {
      fallbackMessage: vacationRequestErrors.fetchMe,
      signal,
    }),
  update: (id: string, body: UpdateEmployeeBody) =>
    apiRequest<Employee>('PUT', path(id), { body, fallbackMessage: errors.update }),
  remove: (id: string) => apiRequest<void>('DELETE', path(id), { fallbackMessage: errors.remove }),
  setAdmin: (id: string, isAdmin: boolean) =>
    apiRequest<Employee>('PUT', `${path(id)}/admin`, { body: { isAdmin }, fallbackMessage: errors.setAdmin }),
};

export const userKeys = {
  /** Every view of the organisation's employees (their pages, their balances). */
  employees: (organizationId: string) => [...organizationKeys.data(organizationId), 'employees'] as const,
  me: (organizationId: string) => [...organizationKeys.data(organizationId), 'me'] as const,
};

export const userQueries = {
  /** The employees a page at a time (`pageSize` each, 'Vis flere' loads the next). */
  employeePages: (organizationId: string, pageSize: number) =>
    infiniteQueryOptions({
      queryKey: [...userKeys.employees(organizationId), 'pages', pageSize] as const,
      queryFn: ({ signal, pageParam }) =>
        usersApi.organizationPage(organizationId, { limit: pageSize, cursor: pageParam }, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  all: (organizationId: string) =>
    queryOptions({
      queryKey: [...userKeys.employees(organizationId), 'all'] as const,
      queryFn: ({ signal }) => usersApi.all(organizationId, signal),
    }),
  me: (organizationId: string) =>
    queryOptions({
      queryKey: userKeys.me(organizationId),
      queryFn: ({ signal }) => usersApi.me(organizationId, signal),
    }),
};
