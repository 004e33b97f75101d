import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CalendarFeed, Team } from '@ferieplan/contracts';
import { calendarFeedsApi, calendarFeedsQuery, useApiMutation, userMessage } from '@ferieplan/api-client';
import { calendarFeedErrors, formatLongDate } from '@ferieplan/texts';
import { adminPlanning as texts } from '@ferieplan/texts/planning-tab';
import { ConfirmDialog, notify, Spinner } from '@ferieplan/ui';
import { SecretUrl } from '../../components/SecretUrl.js';

interface CalendarFeedsSectionProps {
  organizationId: string;
  teams: Team[];
}

/** '' is the organisation; else a team id. */
type Target = string;

/**
 * Kalenderabonnement (Pro): the admin's secret iCalendar URLs for the organisation or one team. The
 * URL is shown once, when it is made or regenerated (the server stores only its hash).
 */
export function CalendarFeedsSection({ organizationId, teams }: CalendarFeedsSectionProps) {
  const id = useId();
  const query = calendarFeedsQuery(organizationId);
  const feeds = useQuery({
    ...query,
    meta: { errorToast: (error) => userMessage(error, { fallback: calendarFeedErrors.list }) },
  });
  const [target, setTarget] = useState<Target>('');
  const [shown, setShown] = useState<{ feedId: string; url: string } | null>(null);
  const [revoking, setRevoking] = useState<CalendarFeed | null>(null);
  const create = useApiMutation(
    (teamId: string | null) =>
      calendarFeedsApi.create({ organizationId, scope: teamId ? 'team' : 'organization', teamId }),
    () => [query.queryKey],
  );
  const remove = useApiMutation(calendarFeedsApi.remove, () => [query.queryKey]);
  const busy = create.isPending || remove.isPending;
  // The member's own feed belongs to the employee dashboard.
  const adminFeeds = (feeds.data ?? []).filter((feed) => feed.scope !== 'member');

  const label = (feed: Pick<CalendarFeed, 'scope' | 'teamId'>) =>
    feed.scope === 'team'
      ? texts.feedTeam(teams.find((team) => team.id === feed.teamId)?.name ?? '')
      : texts.feedOrganization;

  const make = async (teamId: string | null) => {
    try {
      const feed = await create.mutateAsync(teamId);
      setShown(feed.url ? { feedId: feed.id, url: feed.url } : null);
      notify.success(texts.feedCreated);
    } catch (error) {
      notify.error(userMessage(error, { fallback: calendarFeedErrors.create }));
    }
  };

  const confirmRevoke = async () => {
    const feed = revoking;
    setRevoking(null);
    if (!feed) return;
    try {
      await remove.mutateAsync(feed.id);
      if (shown?.feedId === feed.id) setShown(null);
      notify.success(texts.feedRevoked);
    } catch (error) {
      notify.error(userMessage(error, { fallback: calendarFeedErrors.remove }));
    }
  };

  return (
    <section className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section__title">
        {texts.feedsTitle}
      </h2>
      <p>{texts.feedsIntro}</p>
      {feeds.isPending ? (
        <Spinner />
      ) : adminFeeds.length === 0 ? (
        <p>{texts.feedsEmpty}</p>
      ) : (
        <ul className="admin-feeds" aria-labelledby={`${id}-title`}>
          {adminFeeds.map((feed) => (
            <li key={feed.id} className="admin-feeds__item">
              <span>
                <strong>{label(feed)}</strong> ·{' '}
                {texts.feedCreatedAt(formatLongDate(feed.createdAt.slice(0, 10)))}
              </span>
              <span className="admin-actions">
                <button
                  type="button"
                  className="fp-button fp-button--secondary admin-small"
                  disabled={busy}
                  title={texts.feedRegenerateHint}
                  onClick={() => void make(feed.teamId)}
                >
                  {texts.feedRegenerate}
                </button>
                <button
                  type="button"
                  className="fp-button fp-button--secondary admin-small admin-danger-text"
                  disabled={busy}
                  onClick={() => setRevoking(feed)}
                >
                  {texts.feedRevoke}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {shown && <SecretUrl label={texts.feedUrlLabel} url={shown.url} hint={texts.feedUrlOnce} />}
      <div className="admin-toolbar">
        <div className="fp-field">
          <label htmlFor={`${id}-target`}>{texts.feedScopeLabel}</label>
          <select
            id={`${id}-target`}
            value={target}
            disabled={busy}
            onChange={(event) => setTarget(event.target.value)}
          >
            <option value="">{texts.feedOrganization}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {texts.feedTeam(team.name)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="fp-button" disabled={busy} onClick={() => void make(target || null)}>
          {texts.feedCreate}
        </button>
      </div>
      <ConfirmDialog
        open={revoking !== null}
        title={texts.feedRevoke}
        message={texts.feedRevokeConfirm}
        confirmLabel={texts.feedRevoke}
        danger
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}
