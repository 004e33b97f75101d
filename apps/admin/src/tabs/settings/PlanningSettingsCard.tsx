import { useQuery } from '@tanstack/react-query';
import type { UpdatePlanningSettingsBody } from '@ferieplan/contracts';
import {
  changedBy,
  planningSettingsApi,
  planningSettingsQueries,
  useApiMutation,
  userMessage,
} from '@ferieplan/api-client';
import { adminPlanningSettings as texts } from '@ferieplan/texts/planning-tab';
import { planningAdminErrors, planningSettingsErrors } from '@ferieplan/texts';
import { PlanningSettingsForm } from './PlanningSettingsForm.js';
import { PlanningSettingsPlaceholder } from './PlanningSettingsPlaceholder.js';

/** Loads and saves the organisation's planning settings; a placeholder holds its place meanwhile. */
export default function PlanningSettingsCard({ organizationId }: { organizationId: string }) {
  const loaded = useQuery({
    ...planningSettingsQueries.organization(organizationId),
    meta: { errorToast: (error) => userMessage(error, { fallback: planningSettingsErrors.load }) },
  });
  const settings = loaded.data;
  const save = useApiMutation(
    (body: UpdatePlanningSettingsBody) => planningSettingsApi.update(organizationId, body),
    () => changedBy.planningSettings(organizationId),
    { success: texts.saved, failure: { fallback: planningAdminErrors.saveSettings } },
  );
  // A failed load says so in a toast; the card then stays away.
  if (!settings) return loaded.isError ? null : <PlanningSettingsPlaceholder />;
  return <PlanningSettingsForm settings={settings} busy={save.isPending} onSave={save.mutate} />;
}
