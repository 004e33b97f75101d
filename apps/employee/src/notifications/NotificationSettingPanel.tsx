// The member's e-mail notifications from this organisation (Pro): one switch, kept on the server.
// On Starter the panel says they belong to Pro instead of offering a switch that would do nothing.
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { changedBy, notificationQueries, notificationsApi, useApiMutation } from '@ferieplan/api-client';
import { notificationSettings as texts } from '@ferieplan/texts';
import { PushTogglePanel } from './PushTogglePanel.js';

export function NotificationSettingPanel({ organizationId }: { organizationId: string }) {
  const id = useId();
  const setting = useQuery({
    ...notificationQueries.setting(organizationId),
    meta: { errorToast: () => texts.loadFailed },
  });
  const mutation = useApiMutation(
    (enabled: boolean) => notificationsApi.set(organizationId, enabled),
    () => changedBy.notificationSetting(organizationId),
    { success: texts.saved, failure: { fallback: texts.saveFailed } },
  );

  return (
    <section className="emp-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="emp-panel__title">
        {texts.title}
      </h2>
      {setting.data && !setting.data.available && (
        <div className="emp-notifications__pro">
          <p className="emp-panel__notice">{texts.proOnly}</p>
          <Link to="/pricing" className="fp-button fp-button--secondary">
            {texts.upgrade}
          </Link>
        </div>
      )}
      {setting.data?.available && (
        <div className="emp-notifications__switch">
          <input
            id={`${id}-enabled`}
            type="checkbox"
            checked={setting.data.enabled}
            disabled={mutation.isPending}
            onChange={(event) => mutation.mutate(event.target.checked)}
          />
          <label htmlFor={`${id}-enabled`}>{texts.label}</label>
        </div>
      )}
      <PushTogglePanel organizationId={organizationId} />
    </section>
  );
}
