import { useQuery } from '@tanstack/react-query';
import {
  approvalSettingsApi,
  approvalSettingsQuery,
  useApiMutation,
  userMessage,
} from '@ferieplan/api-client';
import { adminApprovalSettings as texts } from '@ferieplan/texts';
import { notify } from '@ferieplan/ui';
import { ApprovalSettingsView } from './ApprovalSettingsView.js';

/** Loads and saves 'Krev godkjenning fra en annen administrator'; shown once the setting is known. */
export function ApprovalSettingsCard({ organizationId }: { organizationId: string }) {
  const query = approvalSettingsQuery(organizationId);
  const settings = useQuery(query).data;
  const save = useApiMutation(
    (requireSecondAdmin: boolean | null) =>
      approvalSettingsApi.update(organizationId, { requireSecondAdmin }),
    () => [query.queryKey],
  );
  if (!settings) return null;
  const change = async (requireSecondAdmin: boolean | null) => {
    try {
      await save.mutateAsync(requireSecondAdmin);
      notify.success(texts.saved);
    } catch (error) {
      notify.error(userMessage(error, { fallback: texts.saveFailed }));
    }
  };
  return <ApprovalSettingsView settings={settings} busy={save.isPending} onChange={change} />;
}
