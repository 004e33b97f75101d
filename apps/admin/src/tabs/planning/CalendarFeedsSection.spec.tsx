import { describe, expect, it } from 'vitest';
import type { CalendarFeed, Team } from '@ferieplan/contracts';
import { calendarFeedQueries } from '@ferieplan/api-client';
import { renderWithClient } from '@ferieplan/ui/testing';
import { adminPlanning as texts } from '@ferieplan/texts/planning-tab';
import { CalendarFeedsSection } from './CalendarFeedsSection.js';

const teams: Team[] = [{ id: 't1', name: 'Drift', organizationId: 'o', members: [], minimumStaffing: null }];
const feed = (id: string, scope: CalendarFeed['scope'], teamId: string | null): CalendarFeed => ({
  id,
  organizationId: 'o',
  scope,
  teamId,
  createdAt: '2026-11-02T10:00:00.000Z',
});

const render = (feeds: CalendarFeed[]) =>
  renderWithClient(<CalendarFeedsSection organizationId="o" teams={teams} />, [
    [calendarFeedQueries.organization('o').queryKey, feeds],
  ]);

describe('CalendarFeedsSection', () => {
  it("lists the admin's organisation and team feeds (not their own member feed) with regenerate and revoke", () => {
    const html = render([
      feed('f1', 'organization', null),
      feed('f2', 'team', 't1'),
      feed('f3', 'member', null),
    ]);
    const list = /<ul class="admin-feeds".*?<\/ul>/.exec(html)![0];
    expect(list).toContain(`<strong>${texts.feedOrganization}</strong>`);
    expect(list).toContain(`<strong>${texts.feedTeam('Drift')}</strong>`);
    expect(list).toContain(texts.feedCreatedAt('2. november 2026'));
    expect(list.match(/<li/g)).toHaveLength(2);
    expect(list.match(new RegExp(`>${texts.feedRegenerate}</button>`, 'g'))).toHaveLength(2);
    expect(list.match(new RegExp(`>${texts.feedRevoke}</button>`, 'g'))).toHaveLength(2);
  });

  it('without feeds: says so, and offers the organisation or a team', () => {
    const html = render([]);
    expect(html).toContain(texts.feedsEmpty);
    expect(html).toMatch(new RegExp(`<option value=""[^>]*>${texts.feedOrganization}</option>`));
    expect(html).toContain(`<option value="t1">${texts.feedTeam('Drift')}</option>`);
    expect(html).toContain(`>${texts.feedCreate}</button>`);
  });
});
