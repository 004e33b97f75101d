import { useQuery } from '@tanstack/react-query';
import {
  approvalSettingsApi,
  approvalSettingsQueries,
  changedBy,
  useApiMutation,
} from '@ferieplan/api-client';
import { adminApprovalSettings as texts } from '@ferieplan/texts';
import { ApprovalSettingsView } from './ApprovalSettingsView.js';

/** Loads and saves 'Krev godkjenning fra en annen administrator'; the card holds its place while it loads. */
export function ApprovalSettingsCard({ organizationId }: { organizationId: string }) {
  const loaded = useQuery(approvalSettingsQueries.organization(organizationId));
  const settings = loaded.data ?? null;
  const save = useApiMutation(
    (requireSecondAdmin: boolean | null) =>
      approvalSettingsApi.update(organizationId, { requireSecondAdmin }),
    () => changedBy.approvalSettings(organizationId),
    { success: texts.saved, failure: { fallback: texts.saveFailed } },
  );
  // A failed load leaves the card away, as before (and like the planning card).
  if (!settings && loaded.isError) return null;
  return <ApprovalSettingsView settings={settings} busy={save.isPending} onChange={save.mutate} />;
}
