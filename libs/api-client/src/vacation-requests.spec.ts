import { describe, expect, it, vi } from 'vitest';

vi.mock('@ferieplan/auth-store', () => ({
  getApiBaseUrl: () => 'http://api.test',
  getIdToken: async () => 'token-1',
  rejectStoredToken: () => false,
  takeEarlyResponse: () => undefined,
}));

import { json, mockFetch } from './fetch-mock.js';
import { vacationRequestsApi } from './vacation-requests.js';
import { usersApi } from './users.js';

const fetchMock = mockFetch();

describe('vacationRequestsApi', () => {
  it('lists my requests filtered by organisation', async () => {
    fetchMock.mockResolvedValue(json(200, []));
    await vacationRequestsApi.my('org 1');
    expect(fetchMock.mock.calls[0]![0]).toBe(
      'http://api.test/api/VacationRequests/my?organizationId=org%201',
    );
  });

  it('treats a 404 organisation list as empty but passes other errors on', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { statusCode: 404, message: 'Fant ikke organisasjonen.' }));
    await expect(vacationRequestsApi.organization('o', { year: 2026, status: 'ALL' })).resolves.toEqual([]);
    expect(fetchMock.mock.calls[0]![0]).toBe(
      'http://api.test/api/VacationRequests/organization/o?year=2026&status=ALL',
    );
    fetchMock.mockResolvedValueOnce(json(403, {}));
    await expect(vacationRequestsApi.organization('o')).rejects.toMatchObject({
      status: 403,
      message: 'Kunne ikke hente organisasjonens ferieforespørsler',
    });
  });

  it('reads one page: the rows, X-Total-Count and the cursor of Link rel="next"', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify([{ id: 'r1' }]), {
        status: 200,
        headers: {
          'X-Total-Count': '120',
          Link: '</api/VacationRequests/organization/o?year=2026&status=Pending&limit=50&cursor=abc_-1>; rel="next"',
        },
      }),
    );
    await expect(
      vacationRequestsApi.organizationPage(
        'o',
        { year: 2026, status: 'Pending' },
        { limit: 50, cursor: 'prev' },
      ),
    ).resolves.toEqual({ requests: [{ id: 'r1' }], total: 120, nextCursor: 'abc_-1' });
    expect(fetchMock.mock.calls[0]![0]).toBe(
      'http://api.test/api/VacationRequests/organization/o?year=2026&status=Pending&limit=50&cursor=prev',
    );
    fetchMock.mockResolvedValueOnce(json(200, [{ id: 'r2' }]));
    await expect(vacationRequestsApi.organizationPage('o', {}, { limit: 50, cursor: null })).resolves.toEqual(
      {
        requests: [{ id: 'r2' }],
        total: 1,
        nextCursor: null,
      },
    );
  });

  it("creates with the server's message on a refusal, else the catalogue default", async () => {
    const body = { organizationId: 'o', startDate: '2026-07-01', endDate: '2026-07-03', description: null };
    fetchMock.mockResolvedValueOnce(json(409, { statusCode: 409, message: 'Overlapper.' }));
    await expect(vacationRequestsApi.create(body)).rejects.toMatchObject({
      status: 409,
      message: 'Overlapper.',
    });
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual(body);
    fetchMock.mockResolvedValueOnce(json(500, undefined));
    await expect(vacationRequestsApi.create(body)).rejects.toMatchObject({
      message: 'Kunne ikke opprette ferieforespørsel',
    });
  });

  it('sends the decision and the cancellation to the right routes', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 'r' }));
    await vacationRequestsApi.updateStatus('r', 'Approved');
    expect(fetchMock.mock.calls[0]![0]).toBe('http://api.test/api/VacationRequests/r/status');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'PUT', body: '{"status":"Approved"}' });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(vacationRequestsApi.cancel('r')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[1]![1].method).toBe('DELETE');
  });
});

describe('usersApi.me', () => {
  it('reads the own membership of an organisation', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 'm', yearlyDays: 25 }));
    await expect(usersApi.me('o')).resolves.toMatchObject({ yearlyDays: 25 });
    expect(fetchMock.mock.calls[0]![0]).toBe('http://api.test/api/Users/organization/o/me');
  });
});
