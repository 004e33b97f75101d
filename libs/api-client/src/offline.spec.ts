import { offlineTexts } from '@ferieplan/texts';
import { describe, expect, it, vi } from 'vitest';
import { userMessage } from './errors.js';

vi.mock('@ferieplan/auth-store', () => ({
  getApiBaseUrl: () => 'http://api',
  getIdToken: async () => 'token',
  rejectStoredToken: () => false,
  takeEarlyResponse: () => undefined,
}));

import { mockFetch } from './fetch-mock.js';
import { apiRequest } from './http.js';

const fetchMock = mockFetch();

describe('offline', () => {
  it('a change tried without a connection says it needs one, whatever the screen would say', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('POST', '/api/VacationRequests', {
      body: {},
      fallbackMessage: 'Kunne ikke sende',
    }).catch((e: unknown) => e);
    expect(userMessage(error, { fallback: 'Kunne ikke sende' })).toBe(offlineTexts.needsConnection);
  });

  it('online, a failed connection keeps the screen’s own message', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('POST', '/api/x', { fallbackMessage: 'Kunne ikke sende' }).catch(
      (e: unknown) => e,
    );
    expect(userMessage(error, { fallback: 'Kunne ikke sende' })).toBe('Kunne ikke sende');
  });
});
