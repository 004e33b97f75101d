import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { changedBy, employmentApi, employmentQueries, useApiMutation } from '@ferieplan/api-client';
import { adminSettings, employmentAdmin as texts } from '@ferieplan/texts';

/**
 * Issue 26, Innstillinger: 'Full ferie i tiltredelsesåret'. Ferieloven § 5 (1) gives one week to a start
 * after 30 September; an organisation that gives more ticks this.
 */
export function EmploymentSettingsCard({ organizationId }: { organizationId: string }) {
  const id = useId();
  const loaded = useQuery(employmentQueries.settings(organizationId));
  const save = useApiMutation(
    (full: boolean) => employmentApi.updateSettings(organizationId, full),
    () => changedBy.employment(organizationId),
    { success: adminSettings.saved, failure: { fallback: texts.settingsSaveFailed } },
  );
  if (!loaded.data && loaded.isError) return null;
  return (
    <section
      className="admin-card"
      aria-labelledby={`${id}-title`}
      aria-busy={loaded.data ? undefined : true}
    >
      <h2 id={`${id}-title`} className="admin-section__title">
        {texts.settingsTitle}
      </h2>
      <div className="admin-check">
        <input
          id={`${id}-full`}
          type="checkbox"
          checked={loaded.data?.fullFirstYearVacation ?? false}
          disabled={save.isPending || !loaded.data}
          aria-describedby={`${id}-hint`}
          onChange={(event) => save.mutate(event.target.checked)}
        />
        <label htmlFor={`${id}-full`}>{texts.fullFirstYearLabel}</label>
      </div>
      <p id={`${id}-hint`} className="fp-hint">
        {texts.fullFirstYearHint}
      </p>
    </section>
  );
}
