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

/** Loads and saves 'Krev godkjenning fra en annen administrator'; the card holds its place while it loads. */
export function ApprovalSettingsCard({ organizationId }: { organizationId: string }) {
  const query = approvalSettingsQuery(organizationId);
  const loaded = useQuery(query);
  const settings = loaded.data ?? null;
  const save = useApiMutation(
    (requireSecondAdmin: boolean | null) =>
      approvalSettingsApi.update(organizationId, { requireSecondAdmin }),
    () => [query.queryKey],
  );
  // A failed load leaves the card away, as before (and like the planning card).
  if (!settings && loaded.isError) return null;
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
