import { beforeEach, describe, expect, it, vi } from 'vitest';

const tokens = vi.hoisted(() => ({ value: 'token-1' as string | null, stored: null as string | null }));
// Early answers by path, taken once (as auth-store's takeEarlyResponse).
const early = vi.hoisted(() => new Map<string, { token: string; response: Promise<Response> }>());
vi.mock('@ferieplan/auth-store', () => ({
  getApiBaseUrl: () => 'http://api.test',
  getIdToken: async () => tokens.stored ?? tokens.value,
  // As auth-store: the stored session's token, once refused, is dropped (true: ask again).
  rejectStoredToken: (token: string) => {
    if (token !== tokens.stored) return false;
    tokens.stored = null;
    return true;
  },
  takeEarlyResponse: (path: string) => {
    const found = early.get(path);
    early.delete(path);
    return found;
  },
}));

import { apiRequest } from './http.js';
import { ApiError } from './errors.js';
import { handUnseenAnswersTo, type UnseenAnswer } from './unseen-answers.js';
import { json, mockFetch } from './fetch-mock.js';

const fetchMock = mockFetch();
beforeEach(() => {
  tokens.value = 'token-1';
  tokens.stored = null;
  early.clear();
});

describe('apiRequest', () => {
  it('sends the bearer token and JSON body to the configured base address', async () => {
    fetchMock.mockResolvedValue(json(201, { id: '1' }));
    await expect(
      apiRequest('POST', '/api/Organizations', { body: { name: 'A' }, fallbackMessage: 'f' }),
    ).resolves.toEqual({ id: '1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/api/Organizations');
    expect(init.headers.Authorization).toBe('Bearer token-1');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"name":"A"}');
  });

  it('throws the not-logged-in message without a token, and sends nothing', async () => {
    tokens.value = null;
    await expect(apiRequest('GET', '/api/x', { fallbackMessage: 'f' })).rejects.toMatchObject({
      status: 401,
      message: 'Du må være logget inn for å utføre denne handlingen',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks again with the SDK's token when the API refuses the stored session's token", async () => {
    tokens.stored = 'stored-token';
    fetchMock.mockResolvedValueOnce(json(401, { statusCode: 401, message: 'Ugyldig token' }));
    fetchMock.mockResolvedValueOnce(json(200, [{ id: 'o1' }]));
    await expect(apiRequest('GET', '/api/Organizations/my', { fallbackMessage: 'f' })).resolves.toEqual([
      { id: 'o1' },
    ]);
    expect(fetchMock.mock.calls.map(([, init]) => init.headers.Authorization)).toEqual([
      'Bearer stored-token',
      'Bearer token-1',
    ]);
  });

  it("does not ask again when the SDK's own token is refused", async () => {
    fetchMock.mockResolvedValueOnce(json(401, { statusCode: 401, message: 'Ugyldig token' }));
    await expect(apiRequest('GET', '/api/x', { fallbackMessage: 'f' })).rejects.toMatchObject({
      status: 401,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('calls public routes without a token', async () => {
    tokens.value = null;
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await apiRequest('GET', '/api/Invitations/lookup/t', { fallbackMessage: 'f', auth: false });
    expect(fetchMock.mock.calls[0]![1].headers.Authorization).toBeUndefined();
  });

  it('throws ApiError with the response message or the fallback', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { statusCode: 404, message: 'Fant ikke' }));
    await expect(apiRequest('GET', '/api/x', { fallbackMessage: 'f' })).rejects.toMatchObject({
      status: 404,
      message: 'Fant ikke',
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(
      apiRequest('GET', '/api/x', { fallbackMessage: 'Kunne ikke hente team' }),
    ).rejects.toMatchObject({
      status: 502,
      message: 'Kunne ikke hente team',
    });
  });

  it('turns a network failure into ApiError status 0 with the fallback', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await apiRequest('GET', '/api/x', { fallbackMessage: 'Kunne ikke hente ansatte' }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Kunne ikke hente ansatte' });
  });

  it('returns undefined for an empty success body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/api/x', { fallbackMessage: 'f' })).resolves.toBeUndefined();
  });

  describe('with an early answer (asked at bootstrap)', () => {
    it('uses it once instead of fetching, then fetches the normal way', async () => {
      early.set('/api/x', { token: 'stored', response: Promise.resolve(json(200, { from: 'early' })) });
      fetchMock.mockResolvedValue(json(200, { from: 'fetch' }));
      await expect(apiRequest('GET', '/api/x', { fallbackMessage: 'f' })).resolves.toEqual({ from: 'early' });
      expect(fetchMock).not.toHaveBeenCalled();
      await expect(apiRequest('GET', '/api/x', { fallbackMessage: 'f' })).resolves.toEqual({ from: 'fetch' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('is not used for a write to the same path', async () => {
      early.set('/api/x', { token: 'stored', response: Promise.resolve(json(200, { from: 'early' })) });
      fetchMock.mockResolvedValue(json(201, { from: 'fetch' }));
      await expect(apiRequest('POST', '/api/x', { body: {}, fallbackMessage: 'f' })).resolves.toEqual({
        from: 'fetch',
      });
    });

    it('asks again the normal way when the early answer is a 401, even after the SDK reported', async () => {
      early.set('/api/x', { token: 'stored', response: Promise.resolve(json(401, {})) });
      fetchMock.mockResolvedValue(json(200, { ok: true }));
      await expect(apiRequest('GET', '/api/x', { fallbackMessage: 'f' })).resolves.toEqual({ ok: true });
      expect(fetchMock.mock.calls[0]![1].headers.Authorization).toBe('Bearer token-1');
    });

    it('asks again the normal way when the early request failed', async () => {
      early.set('/api/x', { token: 'stored', response: Promise.reject(new TypeError('network')) });
      fetchMock.mockResolvedValue(json(200, { ok: true }));
      await expect(apiRequest('GET', '/api/x', { fallbackMessage: 'f' })).resolves.toEqual({ ok: true });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });

  describe('answers asked for before a service worker controls the page', () => {
    const handed: UnseenAnswer[] = [];
    beforeEach(() => {
      handed.length = 0;
      handUnseenAnswersTo((answers) => handed.push(...answers));
    });
    const controlledBy = (controller: object | null) =>
      vi.stubGlobal('navigator', { serviceWorker: { controller } });

    it('hands a GET answer to the worker as it came, so it is not fetched again through it', async () => {
      controlledBy(null);
      fetchMock.mockResolvedValue(
        new Response('[{"id":"r1"}]', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
      await expect(apiRequest('GET', '/api/VacationRequests/my', { fallbackMessage: 'f' })).resolves.toEqual([
        { id: 'r1' },
      ]);
      expect(handed).toEqual([
        {
          url: 'http://api.test/api/VacationRequests/my',
          body: '[{"id":"r1"}]',
          contentType: 'application/json',
          receivedAt: expect.any(Number),
        },
      ]);
    });

    it('hands nothing the worker saw itself, no write and no failure', async () => {
      controlledBy({});
      fetchMock.mockImplementation(async () => json(200, { ok: true }));
      await apiRequest('GET', '/api/x', { fallbackMessage: 'f' });
      controlledBy(null);
      await apiRequest('POST', '/api/x', { body: {}, fallbackMessage: 'f' });
      fetchMock.mockResolvedValue(json(404, {}));
      await expect(apiRequest('GET', '/api/y', { fallbackMessage: 'f' })).rejects.toBeInstanceOf(ApiError);
      expect(handed).toEqual([]);
    });
  });
});
