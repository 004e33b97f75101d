// The 'Ferieplanlegging' panel as a member sees it: hovedferie and the feed on Pro, the Pro note on Starter.
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { calendarFeedQueries } from '@ferieplan/api-client';
import type { CalendarFeed, VacationRequest, VacationStatus } from '@ferieplan/contracts';
import { planningPanel as texts } from '@ferieplan/texts/planning-panel';
import { renderWithClient } from '@ferieplan/ui/testing';
import PlanningPanel, { type PlanningPanelProps } from './PlanningPanel.js';

const request = (startDate: string, endDate: string, status: VacationStatus) =>
  ({ id: startDate, organizationId: 'o', userId: 'm', startDate, endDate, status }) as VacationRequest;

function render(props: Partial<PlanningPanelProps>, feeds: CalendarFeed[] = []) {
  return renderWithClient(
    <MemoryRouter>
      <PlanningPanel
        organizationId="o"
        year={2026}
        advancedPlanning
        isAdmin={false}
        requests={[]}
        {...props}
      />
    </MemoryRouter>,
    [[calendarFeedQueries.organization('o').queryKey, feeds]],
  );
}

describe('PlanningPanel', () => {
  it('Pro: approved + pending days in 1 June-30 September against the 15 of hovedferie', () => {
    const html = render({
      requests: [
        // 29 May-5 June: only 1-5 June count (5); 6-10 July pending (5); a rejected week counts nothing.
        request('2026-05-29', '2026-06-05', 'Approved'),
        request('2026-07-06', '2026-07-10', 'Pending'),
        request('2026-08-03', '2026-08-07', 'Rejected'),
      ],
    });
    expect(html).toContain(texts.mainHolidayPlanned(10, 15));
    expect(html).toContain(texts.mainHolidayBreakdown(5, 5));
    expect(html).toContain(texts.mainHolidayMissing(5));
    expect(html).toContain('role="meter"');
    expect(html).toContain('aria-valuenow="10"');
    expect(html).toContain('data-reached="false"');
  });

  it('Pro: says so when the summer days reach 15', () => {
    const html = render({ requests: [request('2026-07-06', '2026-07-24', 'Approved')] });
    expect(html).toContain(texts.mainHolidayReached);
    expect(html).toContain('data-reached="true"');
  });

  it('Pro: offers to make the calendar link, or a new one once it exists', () => {
    expect(render({})).toContain(`>${texts.feedCreate}</button>`);
    const existing = render({}, [
      { id: 'f', organizationId: 'o', scope: 'member', teamId: null, createdAt: '2026-03-02T10:00:00Z' },
    ]);
    expect(existing).toContain(`>${texts.feedRegenerate}</button>`);
    expect(existing).toContain(texts.feedRegenerateHint);
    expect(existing).toContain('2. mars 2026');
  });

  it('Starter, member: explains that Pro is needed and that the admin can upgrade; no checkout', () => {
    const html = render({ advancedPlanning: false });
    expect(html).toContain(texts.proOnly);
    expect(html).toContain(texts.adminCanUpgrade);
    expect(html).not.toContain(texts.upgrade);
    expect(html).not.toContain('data-testid="main-holiday"');
  });

  it("Starter, admin: 'Oppgrader til Pro' leads to the admin's plan settings", () => {
    const html = render({ advancedPlanning: false, isAdmin: true });
    expect(html).toContain('href="/admindashboard?tab=settings"');
    expect(html).toContain('Oppgrader til Pro');
  });
});
