import { describe, expect, it, vi } from 'vitest';

vi.mock('@ferieplan/auth-store', () => ({
  getApiBaseUrl: () => 'http://api.test',
  getIdToken: async () => 'token-1',
  rejectStoredToken: () => false,
  takeEarlyResponse: () => undefined,
}));

import { json, mockFetch } from './fetch-mock.js';
import { calendarFeedErrors } from '@ferieplan/texts';
import { calendarFeedsApi } from './calendar-feeds.js';
import { planningApi } from './planning.js';

const fetchMock = mockFetch();

describe('the planning calls a member makes', () => {
  it("asks for the chosen range's staffing warning and returns the days", async () => {
    fetchMock.mockResolvedValue(json(200, { minimum: 2, days: ['2026-07-06'] }));
    await expect(
      planningApi.staffingWarning('org 1', { startDate: '2026-07-06', endDate: '2026-07-10' }),
    ).resolves.toEqual({ minimum: 2, days: ['2026-07-06'] });
    expect(fetchMock.mock.calls[0]![0]).toBe(
      'http://api.test/api/Planning/organization/org%201/staffing-warnings?startDate=2026-07-06&endDate=2026-07-10',
    );
  });

  it("makes (or regenerates) the member's own feed", async () => {
    fetchMock.mockResolvedValue(json(201, { id: 'f', url: 'http://api.test/api/CalendarFeeds/ical/t.ics' }));
    await calendarFeedsApi.create({ organizationId: 'o', scope: 'member' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/api/CalendarFeeds');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ organizationId: 'o', scope: 'member' });
  });

  it('passes a refusal on with the Norwegian fallback when the server says nothing', async () => {
    fetchMock.mockResolvedValue(json(500, {}));
    await expect(calendarFeedsApi.organization('o')).rejects.toMatchObject({
      status: 500,
      message: calendarFeedErrors.list,
    });
  });
});
