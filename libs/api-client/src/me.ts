import type { Employee } from '@ferieplan/contracts';
import { vacationRequestErrors } from '@ferieplan/texts';
import { apiRequest } from './http.js';

export const meApi = {
  /** The caller's own membership (yearly days and balance) in an organisation; 404 for a non-member. */
  employee: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<Employee>('GET', `/api/Users/organization/${encodeURIComponent(organizationId)}/me`, {
      fallbackMessage: vacationRequestErrors.fetchMe,
      signal,
    }),
};
