// The member's own secret iCalendar URL (Pro): make it, copy it, or replace it (the old URL stops at
// once). The server stores the token hashed, so the URL can be shown only in the answer that makes it.
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { calendarFeedQueries, calendarFeedsApi, changedBy, useApiMutation } from '@ferieplan/api-client';
import { calendarFeedErrors, formatLongDate, planningEmployee } from '@ferieplan/texts';
import { planningPanel as texts } from '@ferieplan/texts/planning-panel';
import { notify } from '@ferieplan/ui';

export function OwnCalendarFeed({ organizationId }: { organizationId: string }) {
  const id = useId();
  const feeds = useQuery({
    ...calendarFeedQueries.organization(organizationId),
    meta: { errorToast: () => planningEmployee.feedLoadFailed },
  });
  // Makes the member's own feed or replaces its URL (the old one stops at once); the list shows its new date.
  const create = useApiMutation(
    () => calendarFeedsApi.create({ organizationId, scope: 'member' }),
    () => changedBy.calendarFeeds(organizationId),
    { success: texts.feedCreated, failure: { fallback: calendarFeedErrors.create } },
  );
  const [url, setUrl] = useState<string | null>(null);
  const own = feeds.data?.find((feed) => feed.scope === 'member') ?? null;

  // The URL is shown once, in the answer that makes it.
  const make = () => create.mutate(undefined, { onSuccess: (feed) => setUrl(feed.url ?? null) });

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(texts.feedCopied);
    } catch {
      notify.error(texts.feedCopyFailed);
    }
  }

  return (
    <div className="emp-feed" aria-labelledby={`${id}-title`} role="group">
      <h3 id={`${id}-title`} className="emp-planning__subtitle">
        {texts.feedTitle}
      </h3>
      <p className="emp-panel__notice">{texts.feedIntro}</p>
      {url ? (
        <div className="emp-feed__url">
          <label htmlFor={`${id}-url`}>{texts.feedUrlLabel}</label>
          <div className="fp-input-row emp-feed__row">
            <input
              id={`${id}-url`}
              className="fp-input"
              readOnly
              value={url}
              aria-describedby={`${id}-url-hint`}
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="fp-button" onClick={() => void copy(url)}>
              {texts.feedCopy}
            </button>
          </div>
          <p id={`${id}-url-hint`} className="fp-hint">
            {texts.feedUrlHint}
          </p>
        </div>
      ) : (
        feeds.data && (
          <p className="emp-panel__notice">
            {own ? texts.feedExists(formatLongDate(own.createdAt.slice(0, 10))) : texts.feedNone}
          </p>
        )
      )}
      {feeds.data && (
        <div className="emp-feed__actions">
          <button
            type="button"
            className={own || url ? 'fp-button fp-button--secondary' : 'fp-button'}
            disabled={create.isPending}
            onClick={make}
          >
            {create.isPending ? texts.feedCreating : own || url ? texts.feedRegenerate : texts.feedCreate}
          </button>
          {(own || url) && <p className="fp-hint">{texts.feedRegenerateHint}</p>}
        </div>
      )}
    </div>
  );
}
