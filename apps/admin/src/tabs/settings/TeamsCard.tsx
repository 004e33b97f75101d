import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, chatApi, chatChanges, chatQueries, useApiMutation } from '@ferieplan/api-client';
import { adminChat as texts, teamsUpgrade } from '@ferieplan/texts';
import { Field } from '@ferieplan/ui';
import { AdminCard } from '../../components/AdminCard.js';
import { proOnlyCard } from '../../components/pro-only-card.js';
import { DisconnectButton } from './DisconnectButton.js';

function TeamsSection({ organizationId }: { organizationId: string }) {
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
    <AdminCard title={texts.teamsTitle} hint={texts.teamsIntro}>
      {data && !data.configured && <p>{texts.slackNotConfigured}</p>}
      {data?.connected && (
        <>
          <p role="status">{texts.teamsConnected(data.host ?? '')}</p>
          <DisconnectButton
            label={texts.teamsDisconnect}
            busy={disconnect.isPending}
            onDisconnect={() => disconnect.mutate(undefined)}
          />
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
    </AdminCard>
  );
}

/** 'Microsoft Teams' in Innstillinger (Pro): Starter sees what Pro gives instead. */
export const TeamsCard = proOnlyCard(teamsUpgrade, TeamsSection);
