import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AuditCategory, AuditEntry, AuditPage, AuditPersonOption } from '@ferieplan/contracts';
import { auditLog, requestHistory } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

export interface AuditFilter {
  person: string | null;
  category: AuditCategory | null;
}

export const auditApi = {
  /** One page of the organisation's log, newest first (admins). */
  page: (organizationId: string, filter: AuditFilter, cursor: string | null, signal?: AbortSignal) => {
    const params = new URLSearchParams();
    if (filter.person) params.set('person', filter.person);
    if (filter.category) params.set('category', filter.category);
    if (cursor) params.set('cursor', cursor);
    const query = params.toString();
    return apiRequest<AuditPage>(
      'GET',
      `/api/Audit/organization/${encodeURIComponent(organizationId)}${query ? `?${query}` : ''}`,
      {
        fallbackMessage: auditLog.loadFailed,
        signal,
      },
    );
  },
  people: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<AuditPersonOption[]>(
      'GET',
      `/api/Audit/organization/${encodeURIComponent(organizationId)}/people`,
      {
        fallbackMessage: auditLog.loadFailed,
        signal,
      },
    ),
  /** Who did what to one request, oldest first (its owner and the admins). */
  requestHistory: (requestId: string, signal?: AbortSignal) =>
    apiRequest<AuditEntry[]>('GET', `/api/Audit/requests/${encodeURIComponent(requestId)}`, {
      fallbackMessage: requestHistory.loadFailed,
      signal,
    }),
};

const auditKeys = {
  log: (organizationId: string) => [...organizationKeys.data(organizationId), 'audit'] as const,
  people: (organizationId: string) => [...organizationKeys.data(organizationId), 'audit-people'] as const,
  requestHistory: (organizationId: string, requestId: string) =>
    [...organizationKeys.data(organizationId), 'request-history', requestId] as const,
};

export const auditQueries = {
  /** The Logg view: pages by cursor ('Vis eldre hendelser'). */
  log: (organizationId: string, filter: AuditFilter) =>
    infiniteQueryOptions({
      queryKey: [...auditKeys.log(organizationId), filter.person, filter.category] as const,
      queryFn: ({ pageParam, signal }) => auditApi.page(organizationId, filter, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last: AuditPage) => last.nextCursor,
    }),
  people: (organizationId: string) =>
    queryOptions({
      queryKey: auditKeys.people(organizationId),
      queryFn: ({ signal }) => auditApi.people(organizationId, signal),
    }),
  requestHistory: (organizationId: string, requestId: string) =>
    queryOptions({
      queryKey: auditKeys.requestHistory(organizationId, requestId),
      queryFn: ({ signal }) => auditApi.requestHistory(requestId, signal),
    }),
};
