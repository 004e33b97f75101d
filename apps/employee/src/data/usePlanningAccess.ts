// Whether the organisation's plan includes advanced holiday planning (Pro), as the server decides it
// (PlanningSettings.advancedPlanning): the dashboard's first load then needs no rules module.
import { useQuery } from '@tanstack/react-query';
import { planningSettingsQueries } from '@ferieplan/api-client';

/** true/false once known; null while loading, without an organisation, or when the check failed. */
export function usePlanningAccess(organizationId: string | null): boolean | null {
  const settings = useQuery({
    ...planningSettingsQueries.organization(organizationId ?? ''),
    enabled: organizationId !== null,
    // Without the answer the Pro parts simply stay away; the rest of the dashboard works.
    meta: { errorToast: () => null },
  });
  return settings.data?.advancedPlanning ?? null;
}
