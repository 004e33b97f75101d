import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  AbsenceKind,
  CreateVacationRequestBody,
  VacationRequest,
  VacationStatus,
} from '@ferieplan/contracts';
import { apiErrors, vacationRequestErrors } from '@ferieplan/texts';
import { ApiError } from './errors.js';
import { apiRequest, apiResponse } from './http.js';
import { organizationKeys } from './organizations.js';
import { pageInfoOf, pageParams, type PageInfo } from './pages.js';

const errors = apiErrors.requests;
const path = (id: string) => `/api/VacationRequests/${encodeURIComponent(id)}`;

export interface OrganizationVacationRequestsFilter {
  year?: number;
  /** 'ALL' or no status: every status. */
  status?: VacationStatus | 'ALL';
  /** Only requests of this kind (issue 24); none: every kind. */
  kind?: AbsenceKind;
}

/** One page of an organisation's requests: the rows, the filtered total and the next page's cursor. */
export interface VacationRequestPage extends PageInfo {
  requests: VacationRequest[];
}

const organizationPath = (organizationId: string, params: URLSearchParams) =>
  `/api/VacationRequests/organization/${encodeURIComponent(organizationId)}${params.size ? `?${params.toString()}` : ''}`;

function filterParams(filter: OrganizationVacationRequestsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.year !== undefined) params.set('year', String(filter.year));
  if (filter.status) params.set('status', filter.status);
  if (filter.kind) params.set('kind', filter.kind);
  return params;
}

export const vacationRequestsApi = {
  /** The signed-in user's own requests, optionally in one organisation. */
  my: (organizationId?: string, signal?: AbortSignal) => {
    const query = organizationId ? `?organizationId=${encodeURIComponent(organizationId)}` : '';
    return apiRequest<VacationRequest[]>('GET', `/api/VacationRequests/my${query}`, {
      fallbackMessage: errors.fetchMine,
      signal,
    });
  },

  /** Every request of an organisation (admins). Spec section 7: a 404 is treated as an empty list. */
  organization: async (
    organizationId: string,
    filter: OrganizationVacationRequestsFilter = {},
    signal?: AbortSignal,
  ) => {
    try {
      return await apiRequest<VacationRequest[]>(
        'GET',
        organizationPath(organizationId, filterParams(filter)),
        {
          fallbackMessage: errors.fetchOrganization,
          signal,
        },
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return [];
      throw error;
    }
  },

  /** One page (`limit` rows, from `cursor`) of an organisation's requests in date order (admins); 404: empty. */
  organizationPage: async (
    organizationId: string,
    filter: OrganizationVacationRequestsFilter,
    page: { limit: number; cursor: string | null },
    signal?: AbortSignal,
  ): Promise<VacationRequestPage> => {
    const params = pageParams(filterParams(filter), page);
    try {
      const { body, headers } = await apiResponse<VacationRequest[]>(
        'GET',
        organizationPath(organizationId, params),
        {
          fallbackMessage: errors.fetchOrganization,
          signal,
        },
      );
      return { requests: body, ...pageInfoOf(body.length, headers) };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        return { requests: [], total: 0, nextCursor: null };
      throw error;
    }
  },

  /** New request; 409 when it overlaps a pending or approved one, 400 with a Norwegian message. */
  create: (body: CreateVacationRequestBody) =>
    apiRequest<VacationRequest>('POST', '/api/VacationRequests', { body, fallbackMessage: errors.create }),

  /** Admin decision: 'Approved' or 'Rejected'. */
  /** `confirmUnderstaffing`: approve although the 409 said the team falls below its minimum. */
  updateStatus: (id: string, status: Exclude<VacationStatus, 'Pending'>, confirmUnderstaffing = false) =>
    apiRequest<VacationRequest>('PUT', `${path(id)}/status`, {
      body: confirmUnderstaffing ? { status, confirmUnderstaffing } : { status },
      fallbackMessage: errors.updateStatus,
    }),

  /** Withdraws the user's own pending request (beyond the spec). */
  cancel: (id: string) =>
    apiRequest<void>('DELETE', path(id), { fallbackMessage: vacationRequestErrors.cancel }),
};

export const vacationRequestKeys = {
  /** Every list of the organisation's requests (each filter, each page). */
  organization: (organizationId: string) => [...organizationKeys.data(organizationId), 'requests'] as const,
  mine: (organizationId: string) => [...organizationKeys.data(organizationId), 'my-requests'] as const,
};

export const vacationRequestQueries = {
  organization: (organizationId: string, filter: OrganizationVacationRequestsFilter) =>
    queryOptions({
      queryKey: [...vacationRequestKeys.organization(organizationId), filter] as const,
      queryFn: ({ signal }) => vacationRequestsApi.organization(organizationId, filter, signal),
    }),
  /** The requests a page at a time (`pageSize` each, 'Vis flere' loads the next). */
  organizationPages: (organizationId: string, filter: OrganizationVacationRequestsFilter, pageSize: number) =>
    infiniteQueryOptions({
      queryKey: [...vacationRequestKeys.organization(organizationId), filter, 'pages', pageSize] as const,
      queryFn: ({ signal, pageParam }) =>
        vacationRequestsApi.organizationPage(
          organizationId,
          filter,
          { limit: pageSize, cursor: pageParam },
          signal,
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  /** The caller's own requests in the organisation, every year at once. */
  mine: (organizationId: string) =>
    queryOptions({
      queryKey: vacationRequestKeys.mine(organizationId),
      queryFn: ({ signal }) => vacationRequestsApi.my(organizationId, signal),
    }),
};
