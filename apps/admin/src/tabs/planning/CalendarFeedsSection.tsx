import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CalendarFeed, Team } from '@ferieplan/contracts';
import {
  calendarFeedQueries,
  calendarFeedsApi,
  changedBy,
  useApiMutation,
  userMessage,
} from '@ferieplan/api-client';
import { calendarFeedErrors, formatLongDate } from '@ferieplan/texts';
import { adminPlanning as texts } from '@ferieplan/texts/planning-tab';
import { ConfirmDialog, Spinner, TeamSelect } from '@ferieplan/ui';
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
  const feeds = useQuery({
    ...calendarFeedQueries.organization(organizationId),
    meta: { errorToast: (error) => userMessage(error, { fallback: calendarFeedErrors.list }) },
  });
  const [target, setTarget] = useState<Target>('');
  const [shown, setShown] = useState<{ feedId: string; url: string } | null>(null);
  const [revoking, setRevoking] = useState<CalendarFeed | null>(null);
  const changesFeeds = () => changedBy.calendarFeeds(organizationId);
  const create = useApiMutation(
    (teamId: string | null) =>
      calendarFeedsApi.create({ organizationId, scope: teamId ? 'team' : 'organization', teamId }),
    changesFeeds,
    { success: texts.feedCreated, failure: { fallback: calendarFeedErrors.create } },
  );
  const remove = useApiMutation(calendarFeedsApi.remove, changesFeeds, {
    success: texts.feedRevoked,
    failure: { fallback: calendarFeedErrors.remove },
  });
  const busy = create.isPending || remove.isPending;
  // The member's own feed belongs to the employee dashboard.
  const adminFeeds = (feeds.data ?? []).filter((feed) => feed.scope !== 'member');

  const label = (feed: Pick<CalendarFeed, 'scope' | 'teamId'>) =>
    feed.scope === 'team'
      ? texts.feedTeam(teams.find((team) => team.id === feed.teamId)?.name ?? '')
      : texts.feedOrganization;

  // The URL is shown once, in the answer that makes it.
  const make = (teamId: string | null) =>
    create.mutate(teamId, {
      onSuccess: (feed) => setShown(feed.url ? { feedId: feed.id, url: feed.url } : null),
    });

  const confirmRevoke = () => {
    const feed = revoking;
    setRevoking(null);
    if (!feed) return;
    remove.mutate(feed.id, {
      onSuccess: () => setShown((current) => (current?.feedId === feed.id ? null : current)),
    });
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
            <li key={feed.id} className="fp-row admin-feeds__item">
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
                  onClick={() => make(feed.teamId)}
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
        <TeamSelect
          label={texts.feedScopeLabel}
          noTeamLabel={texts.feedOrganization}
          teams={teams.map((team) => ({ id: team.id, name: texts.feedTeam(team.name) }))}
          value={target}
          disabled={busy}
          onChange={setTarget}
        />
        <button type="button" className="fp-button" disabled={busy} onClick={() => make(target || null)}>
          {texts.feedCreate}
        </button>
      </div>
      <ConfirmDialog
        open={revoking !== null}
        title={texts.feedRevoke}
        message={texts.feedRevokeConfirm}
        confirmLabel={texts.feedRevoke}
        danger
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}
