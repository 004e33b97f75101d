import type { CreateVacationRequestBody, VacationRequest, VacationStatus } from '@ferieplan/contracts';
import { apiErrors, vacationRequestErrors } from '@ferieplan/texts';
import { ApiError } from './errors.js';
import { apiRequest } from './http.js';

const errors = apiErrors.requests;
const path = (id: string) => `/api/VacationRequests/${encodeURIComponent(id)}`;

export interface OrganizationVacationRequestsFilter {
  year?: number;
  /** 'ALL' or no status: every status. */
  status?: VacationStatus | 'ALL';
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
    const params = new URLSearchParams();
    if (filter.year !== undefined) params.set('year', String(filter.year));
    if (filter.status) params.set('status', filter.status);
    const query = params.size ? `?${params.toString()}` : '';
    try {
      return await apiRequest<VacationRequest[]>(
        'GET',
        `/api/VacationRequests/organization/${encodeURIComponent(organizationId)}${query}`,
        { fallbackMessage: errors.fetchOrganization, signal },
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return [];
      throw error;
    }
  },

  /** New request; 409 when it overlaps a pending or approved one, 400 with a Norwegian message. */
  create: (body: CreateVacationRequestBody) =>
    apiRequest<VacationRequest>('POST', '/api/VacationRequests', { body, fallbackMessage: errors.create }),

  /** Admin decision: 'Approved' or 'Rejected'. */
  updateStatus: (id: string, status: Exclude<VacationStatus, 'Pending'>) =>
    apiRequest<VacationRequest>('PUT', `${path(id)}/status`, {
      body: { status },
      fallbackMessage: errors.updateStatus,
    }),

  /** Withdraws the user's own pending request (beyond the spec). */
  cancel: (id: string) =>
    apiRequest<void>('DELETE', path(id), { fallbackMessage: vacationRequestErrors.cancel }),
};
