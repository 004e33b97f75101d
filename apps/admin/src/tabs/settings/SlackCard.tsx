import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { chatApi, chatChanges, chatQueries, useApiMutation } from '@ferieplan/api-client';
import type { SlackStatus } from '@ferieplan/contracts';
import { adminChat as texts, slackUpgrade } from '@ferieplan/texts';
import { AdminCard } from '../../components/AdminCard.js';
import { proOnlyCard } from '../../components/pro-only-card.js';
import { DisconnectButton } from './DisconnectButton.js';

/** The outcome of coming back from Slack's install page (?slack=connected|failed), read once. */
function installOutcome(): string | null {
  return new URLSearchParams(window.location.search).get('slack');
}

function SlackSection({ organizationId }: { organizationId: string }) {
  const status = useQuery({
    ...chatQueries.slack(organizationId),
    meta: { errorToast: () => texts.loadFailed },
  });
  const [outcome] = useState(installOutcome);
  const changes = () => chatChanges.slack(organizationId);
  // Off to Slack: the button stays busy until the browser has left.
  const install = useApiMutation(
    async () => window.location.assign((await chatApi.slackInstall(organizationId)).url),
    changes,
    { failure: { fallback: texts.saveFailed } },
  );
  const disconnect = useApiMutation(() => chatApi.slackDisconnect(organizationId), changes, {
    success: texts.slackDisconnected,
    failure: { fallback: texts.saveFailed },
  });
  const data = status.data;

  return (
    <AdminCard title={texts.slackTitle} hint={texts.slackIntro}>
      {outcome === 'failed' && <p role="alert">{texts.slackInstallFailed}</p>}
      {data && !data.configured && <p>{texts.slackNotConfigured}</p>}
      {data?.configured && !data.connected && (
        <div className="admin-form__buttons admin-form__buttons--start">
          <button
            type="button"
            className="fp-button"
            disabled={install.isPending || install.isSuccess}
            onClick={() => install.mutate(undefined)}
          >
            {install.isPending || install.isSuccess ? texts.slackConnecting : texts.slackConnect}
          </button>
        </div>
      )}
      {data?.connected && (
        <>
          <p role="status">
            {texts.slackConnectedTo(data.teamName ?? '')}
            {outcome === 'connected' && !data.channelId ? ` ${texts.slackConnectedToast}` : ''}
          </p>
          <SlackChannelForm organizationId={organizationId} status={data} />
          <DisconnectButton
            label={texts.slackDisconnect}
            busy={disconnect.isPending}
            onDisconnect={() => disconnect.mutate(undefined)}
          />
        </>
      )}
    </AdminCard>
  );
}

/** 'Slack' in Innstillinger (Pro): Starter sees what Pro gives instead. */
export const SlackCard = proOnlyCard(slackUpgrade, SlackSection);

function SlackChannelForm({ organizationId, status }: { organizationId: string; status: SlackStatus }) {
  const id = useId();
  const channels = useQuery({
    ...chatQueries.slackChannels(organizationId),
    meta: { errorToast: () => texts.loadFailed },
  });
  const [channelId, setChannelId] = useState(status.channelId ?? '');
  useEffect(() => setChannelId(status.channelId ?? ''), [status.channelId]);
  const save = useApiMutation(
    (chosen: string) => chatApi.slackSetChannel(organizationId, chosen),
    () => chatChanges.slack(organizationId),
    { success: texts.slackChannelSaved, failure: { fallback: texts.saveFailed } },
  );
  return (
    <form
      className="admin-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (channelId) save.mutate(channelId);
      }}
    >
      <p>{status.channelName ? texts.slackChannelCurrent(status.channelName) : texts.slackChannelMissing}</p>
      <div className="fp-field">
        <label htmlFor={`${id}-channel`}>{texts.slackChannelLabel}</label>
        <select id={`${id}-channel`} value={channelId} onChange={(event) => setChannelId(event.target.value)}>
          <option value="">{texts.slackChannelNone}</option>
          {channels.data?.map((channel) => (
            <option key={channel.id} value={channel.id}>
              #{channel.name}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-form__buttons admin-form__buttons--start">
        <button type="submit" className="fp-button" disabled={!channelId || save.isPending}>
          {texts.slackChannelSave}
        </button>
      </div>
    </form>
  );
}
