// The organisation's planning settings (issue 12), read by members, the staffing calendar and admins
// alike: `advancedPlanning` says whether its plan includes Pro planning. Saving them: planning-admin.ts.
import { queryOptions } from '@tanstack/react-query';
import type { PlanningSettings } from '@ferieplan/contracts';
import { planningSettingsErrors } from '@ferieplan/texts';
import { apiRequest } from './http.js';

/** Under ['organization', id]: whatever refreshes an organisation's data refreshes this too. */
export const planningSettingsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: ['organization', organizationId, 'planning-settings'] as const,
    queryFn: ({ signal }) =>
      apiRequest<PlanningSettings>(
        'GET',
        `/api/PlanningSettings/organization/${encodeURIComponent(organizationId)}`,
        { fallbackMessage: planningSettingsErrors.load, signal },
      ),
  });
