import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { absenceKindQueries, absenceKindsApi, changedBy, useApiMutation } from '@ferieplan/api-client';
import type { AbsenceKindSetting } from '@ferieplan/contracts';
import { absenceLabels } from '@ferieplan/texts';
import { AbsenceKindsView } from './AbsenceKindsView.js';

type Choice = Pick<AbsenceKindSetting, 'kind' | 'enabled' | 'needsApproval'>;

/** Loads and saves the organisation's 'Fraværstyper'; each switch is saved at once. */
export function AbsenceKindsCard({
  organizationId,
  onUpgrade,
}: {
  organizationId: string;
  onUpgrade: () => void;
}) {
  // The switch shows the admin's choice at once, while it is saved (a refusal puts it back).
  const [choice, setChoice] = useState<Choice | null>(null);
  const loaded = useQuery({
    ...absenceKindQueries.organization(organizationId),
    meta: { errorToast: () => absenceLabels.settingsLoadFailed },
  });
  const save = useApiMutation(
    (setting: Choice) =>
      absenceKindsApi.update(organizationId, {
        kinds: [{ kind: setting.kind, enabled: setting.enabled, needsApproval: setting.needsApproval }],
      }),
    () => changedBy.absenceKinds(organizationId),
    { success: absenceLabels.settingsSaved, failure: { fallback: absenceLabels.settingsSaveFailed } },
  );
  // A failed load leaves the card away, like the other settings cards (the query's toast says why).
  if (!loaded.data && loaded.isError) return null;
  const settings = loaded.data && {
    ...loaded.data,
    kinds: loaded.data.kinds.map((setting) =>
      choice?.kind === setting.kind ? { ...setting, ...choice } : setting,
    ),
  };
  return (
    <AbsenceKindsView
      settings={settings ?? null}
      busy={save.isPending}
      onChange={(setting) => {
        setChoice(setting);
        save.mutate(setting, { onSettled: () => setChoice(null) });
      }}
      onUpgrade={onUpgrade}
    />
  );
}
