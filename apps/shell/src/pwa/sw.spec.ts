// public/sw.js run in a bare context with the worker's globals faked: what it fetches, keeps and tells.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const SOURCE = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');
const ORIGIN = 'http://localhost:4200';

function loadWorker(fetchImpl: (input: Request | string, init?: RequestInit) => Promise<Response>) {
  const listeners = new Map<string, (event: unknown) => void>();
  const stored = new Map<string, Map<string, Response>>();
  const cacheFor = (name: string) => {
    const entries = stored.get(name) ?? new Map<string, Response>();
    stored.set(name, entries);
    const key = (request: Request | string) => (typeof request === 'string' ? request : request.url);
    return {
      put: async (request: Request | string, response: Response) => void entries.set(key(request), response),
      match: async (request: Request | string) => entries.get(key(request)),
    };
  };
  const messages: unknown[] = [];
  const subscribe = vi.fn(async () => ({}));
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    clients: { matchAll: async () => [{ postMessage: (message: unknown) => messages.push(message) }] },
    registration: { pushManager: { subscribe } },
  };
  const caches = { open: async (name: string) => cacheFor(name), keys: async () => [...stored.keys()] };
  runInNewContext(SOURCE, {
    self,
    caches,
    fetch: fetchImpl,
    URL,
    Request,
    Response,
    Headers,
    Set,
    Date,
    String,
    Number,
  });
  /** Dispatches an event; resolves with what respondWith got, once waitUntil's work is done. */
  const dispatch = async (type: string, fields: object) => {
    let responded: Promise<Response> | undefined;
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({
      ...fields,
      respondWith: (response: Promise<Response>) => (responded = response),
      waitUntil: (work: Promise<unknown>) => (pending = work),
    });
    await pending;
    return responded;
  };
  return { dispatch, stored, messages, subscribe };
}

/** A <script> tag's request for another origin's file: no-cors (fetch() in node would refuse the mode). */
const scriptTagRequest = (url: string) => ({ url, method: 'GET', mode: 'no-cors' }) as unknown as Request;

describe('sw.js', () => {
  it("keeps a remote's remoteEntry.js asked for by a script tag, as a readable CORS copy", async () => {
    const fetched: { url: string; mode?: string }[] = [];
    const worker = loadWorker(async (input, init) => {
      fetched.push({ url: typeof input === 'string' ? input : input.url, mode: init?.mode });
      return new Response('/* r1 */', { status: 200 });
    });
    const response = await worker.dispatch('fetch', {
      request: scriptTagRequest('http://localhost:4202/remoteEntry.js'),
    });
    expect(await (await response)!.text()).toBe('/* r1 */');
    expect(fetched).toEqual([{ url: 'http://localhost:4202/remoteEntry.js', mode: 'cors' }]);
    expect([...worker.stored.get('ferieplan-shell-v1')!.keys()]).toEqual([
      'http://localhost:4202/remoteEntry.js',
    ]);
  });

  it('serves the kept remoteEntry.js only without a network, the new one otherwise', async () => {
    let release = 'r1';
    let online = true;
    const worker = loadWorker(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return new Response(release, { status: 200 });
    });
    const load = async () =>
      (
        await (await worker.dispatch('fetch', {
          request: scriptTagRequest('http://localhost:4203/remoteEntry.js'),
        }))!
      ).text();
    expect(await load()).toBe('r1');
    release = 'r2';
    expect(await load()).toBe('r2');
    online = false;
    expect(await load()).toBe('r2');
  });

  it("keeps the page's HTML and files it loaded before the worker ran, and a later list's files without HTML", async () => {
    const fetched: string[] = [];
    const worker = loadWorker(async (input) => {
      fetched.push(typeof input === 'string' ? input : input.url);
      return new Response('ok', { status: 200 });
    });
    const kept = () => [...worker.stored.get('ferieplan-shell-v1')!.keys()].sort();
    await worker.dispatch('message', {
      data: {
        type: 'ferieplan:warm',
        page: `${ORIGIN}/dashboard`,
        urls: [`${ORIGIN}/main.1a2b3c4d.js`, `${ORIGIN}/api/VacationRequests/my`],
      },
    });
    // The fake cache keeps keys as given; the real one resolves /__app.html against the worker.
    expect(kept()).toEqual([`/__app.html`, `${ORIGIN}/dashboard`, `${ORIGIN}/main.1a2b3c4d.js`]);
    fetched.length = 0;
    // The second list (service-worker.ts): what loaded while the page was being claimed.
    await worker.dispatch('message', {
      data: { type: 'ferieplan:warm', urls: ['http://localhost:4202/remoteEntry.js'] },
    });
    expect(fetched).toEqual(['http://localhost:4202/remoteEntry.js']);
    expect(kept()).toContain('http://localhost:4202/remoteEntry.js');
  });

  it('subscribes again with the same server key when the browser renews the subscription, and tells the pages', async () => {
    const worker = loadWorker(async () => new Response(''));
    const applicationServerKey = new Uint8Array([4, 1, 2]).buffer;
    await worker.dispatch('pushsubscriptionchange', {
      oldSubscription: { options: { applicationServerKey } },
      newSubscription: null,
    });
    expect(worker.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey });
    expect(worker.messages).toEqual([{ type: 'ferieplan:push-changed' }]);
  });

  it('does not subscribe twice when the browser already made the new subscription', async () => {
    const worker = loadWorker(async () => new Response(''));
    await worker.dispatch('pushsubscriptionchange', {
      oldSubscription: { options: { applicationServerKey: new ArrayBuffer(3) } },
      newSubscription: { endpoint: 'https://push.example/new' },
    });
    expect(worker.subscribe).not.toHaveBeenCalled();
    expect(worker.messages).toEqual([{ type: 'ferieplan:push-changed' }]);
  });

  it("keeps the page's own data it had before the worker ran, with when it came, and nothing else", async () => {
    const fetched: string[] = [];
    const worker = loadWorker(async (input) => {
      fetched.push(typeof input === 'string' ? input : input.url);
      return new Response('');
    });
    const api = 'http://localhost:3000/api';
    const answer = (path: string, body: string, receivedAt: number) => ({
      url: `${api}${path}`,
      body,
      contentType: 'application/json; charset=utf-8',
      receivedAt,
    });
    await worker.dispatch('message', {
      data: {
        type: 'ferieplan:keep-data',
        answers: [
          answer('/VacationRequests/my?organizationId=o1', '[{"id":"r1"}]', 1000),
          // Not the person's own data (an admin's list): never kept.
          answer('/Users/organization/o1', '[{"id":"u1"}]', 1000),
        ],
      },
    });
    const kept = worker.stored.get('ferieplan-data-v1')!;
    expect([...kept.keys()]).toEqual([`${api}/VacationRequests/my?organizationId=o1`]);
    const copy = kept.get(`${api}/VacationRequests/my?organizationId=o1`)!;
    expect(await copy.clone().text()).toBe('[{"id":"r1"}]');
    expect(copy.headers.get('x-ferieplan-saved-at')).toBe('1000');
    // An older answer does not replace a newer copy; nothing is fetched.
    await worker.dispatch('message', {
      data: {
        type: 'ferieplan:keep-data',
        answers: [answer('/VacationRequests/my?organizationId=o1', '[]', 500)],
      },
    });
    expect(await kept.get(`${api}/VacationRequests/my?organizationId=o1`)!.text()).toBe('[{"id":"r1"}]');
    expect(fetched).toEqual([]);
  });
});
