import { useQuery } from '@tanstack/react-query';
import type { UpdatePlanningSettingsBody } from '@ferieplan/contracts';
import {
  planningAdminApi,
  planningAdminKeys,
  planningSettingsQuery,
  useApiMutation,
  userMessage,
} from '@ferieplan/api-client';
import { adminPlanningSettings as texts } from '@ferieplan/texts/planning-tab';
import { planningAdminErrors, planningSettingsErrors } from '@ferieplan/texts';
import { notify } from '@ferieplan/ui';
import { PlanningSettingsForm } from './PlanningSettingsForm.js';
import { PlanningSettingsPlaceholder } from './PlanningSettingsPlaceholder.js';

/** Loads and saves the organisation's planning settings; a placeholder holds its place meanwhile. */
export default function PlanningSettingsCard({ organizationId }: { organizationId: string }) {
  const query = planningSettingsQuery(organizationId);
  const loaded = useQuery({
    ...query,
    meta: { errorToast: (error) => userMessage(error, { fallback: planningSettingsErrors.load }) },
  });
  const settings = loaded.data;
  const save = useApiMutation(
    (body: UpdatePlanningSettingsBody) => planningAdminApi.updateSettings(organizationId, body),
    // The transfer view shows the limit, the summer overview the deadline.
    () => [
      query.queryKey,
      planningAdminKeys.transfers(organizationId),
      planningAdminKeys.summer(organizationId),
    ],
  );
  // A failed load says so in a toast; the card then stays away.
  if (!settings) return loaded.isError ? null : <PlanningSettingsPlaceholder />;
  const onSave = async (body: UpdatePlanningSettingsBody) => {
    try {
      await save.mutateAsync(body);
      notify.success(texts.saved);
    } catch (error) {
      notify.error(userMessage(error, { fallback: planningAdminErrors.saveSettings }));
    }
  };
  return <PlanningSettingsForm settings={settings} busy={save.isPending} onSave={onSave} />;
}
