import { useQuery } from '@tanstack/react-query';
import type { UpdatePlanningSettingsBody } from '@ferieplan/contracts';
import {
  planningAdminApi,
  planningAdminKeys,
  planningAdminQueries,
  useApiMutation,
  userMessage,
} from '@ferieplan/api-client';
import { adminPlanningSettings as texts } from '@ferieplan/texts/planning-tab';
import { planningAdminErrors } from '@ferieplan/texts';
import { notify } from '@ferieplan/ui';
import { PlanningSettingsForm } from './PlanningSettingsForm.js';

/** Loads and saves the organisation's planning settings; shown once they are known. */
export default function PlanningSettingsCard({ organizationId }: { organizationId: string }) {
  const query = planningAdminQueries.settings(organizationId);
  const settings = useQuery({
    ...query,
    meta: { errorToast: (error) => userMessage(error, { fallback: planningAdminErrors.settings }) },
  }).data;
  const save = useApiMutation(
    (body: UpdatePlanningSettingsBody) => planningAdminApi.updateSettings(organizationId, body),
    // The transfer view shows the limit, the summer overview the deadline.
    () => [
      query.queryKey,
      planningAdminKeys.transfers(organizationId),
      planningAdminKeys.summer(organizationId),
    ],
  );
  if (!settings) return null;
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
