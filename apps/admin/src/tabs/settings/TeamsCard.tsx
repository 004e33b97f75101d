import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, chatApi, chatChanges, chatQueries, useApiMutation } from '@ferieplan/api-client';
import { adminChat as texts, teamsUpgrade } from '@ferieplan/texts';
import { Field } from '@ferieplan/ui';
import { UpgradeNotice } from '../../components/UpgradeNotice.js';

interface ChatCardProps {
  organizationId: string;
  pro: boolean;
  /** Shows the plan card, where the Pro upgrade starts. */
  onUpgrade: () => void;
}

/** 'Microsoft Teams' in Innstillinger (Pro): Starter sees what Pro gives instead. */
export function TeamsCard({ organizationId, pro, onUpgrade }: ChatCardProps) {
  if (!pro) return <UpgradeNotice texts={teamsUpgrade} onUpgrade={onUpgrade} />;
  return <TeamsSection organizationId={organizationId} />;
}

function TeamsSection({ organizationId }: { organizationId: string }) {
  const id = useId();
  const status = useQuery({
    ...chatQueries.teams(organizationId),
    meta: { errorToast: () => texts.loadFailed },
  });
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const changes = () => chatChanges.teams(organizationId);
  const connect = useApiMutation(
    (pasted: string) => chatApi.teamsConnect(organizationId, { url: pasted }),
    changes,
    {
      success: texts.teamsSaved,
      failure: { fallback: texts.saveFailed },
      onFailure: (error) =>
        setUrlError(error instanceof ApiError ? (error.errors?.url?.[0] ?? error.message) : null),
    },
  );
  const disconnect = useApiMutation(() => chatApi.teamsDisconnect(organizationId), changes, {
    success: texts.teamsDisconnected,
    failure: { fallback: texts.saveFailed },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setUrlError(null);
    connect.mutate(url.trim(), { onSuccess: () => setUrl('') });
  };
  const data = status.data;

  return (
    <section className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section__title">
        {texts.teamsTitle}
      </h2>
      <p className="fp-hint">{texts.teamsIntro}</p>
      {data && !data.configured && <p>{texts.slackNotConfigured}</p>}
      {data?.connected && (
        <>
          <p role="status">{texts.teamsConnected(data.host ?? '')}</p>
          <div className="admin-form__buttons admin-form__buttons--start">
            <button
              type="button"
              className="fp-button fp-button--danger"
              disabled={disconnect.isPending}
              onClick={() => disconnect.mutate(undefined)}
            >
              {texts.teamsDisconnect}
            </button>
          </div>
        </>
      )}
      {data?.configured && !data.connected && (
        <form className="admin-form" onSubmit={submit} noValidate>
          <Field
            label={texts.teamsUrlLabel}
            hint={texts.teamsUrlHint}
            error={urlError}
            value={url}
            type="url"
            required
            disabled={connect.isPending}
            onValue={setUrl}
          />
          <div className="admin-form__buttons admin-form__buttons--start">
            <button type="submit" className="fp-button" disabled={connect.isPending || !url.trim()}>
              {connect.isPending ? texts.teamsSaving : texts.teamsSave}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
