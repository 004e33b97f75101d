// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const pushApi = vi.hoisted(() => ({
  publicKey: vi.fn(async () => ({ publicKey: 'BAEC' })),
  subscribe: vi.fn(async () => undefined),
  unsubscribe: vi.fn(async () => undefined),
}));
vi.mock('@ferieplan/api-client', async (original) => ({
  ...(await original<typeof import('@ferieplan/api-client')>()),
  pushApi,
}));

const { pushDeviceMarks } = await import('@ferieplan/api-client');
const { removeDevicePush, syncDevicePush } = await import('./device-push-sync.js');

/** The browser's one subscription (null: none), as PushManager hands it out. */
function browserWith(endpoint: string | null) {
  const unsubscribe = vi.fn(async () => true);
  const subscription = (at: string) => ({
    endpoint: at,
    unsubscribe,
    toJSON: () => ({ endpoint: at, keys: { p256dh: 'p256', auth: 'secret' } }),
  });
  const pushManager = {
    getSubscription: vi.fn(async () => (endpoint ? subscription(endpoint) : null)),
    subscribe: vi.fn(async () => subscription('https://push.example/made-again')),
  };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  return { unsubscribe, pushManager };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('removeDevicePush (signing out)', () => {
  it("removes every organisation's copy on the server, then the browser's subscription", async () => {
    const browser = browserWith('https://push.example/a');
    pushDeviceMarks.set('org-1', 'https://push.example/a');
    pushDeviceMarks.set('org-2', 'https://push.example/a');
    await removeDevicePush();
    expect(pushApi.unsubscribe.mock.calls.sort()).toEqual([
      ['org-1', 'https://push.example/a'],
      ['org-2', 'https://push.example/a'],
    ]);
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
    expect(pushDeviceMarks.all()).toEqual([]);
  });

  it('still removes the rest when one organisation refuses', async () => {
    const browser = browserWith('https://push.example/a');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    pushApi.unsubscribe.mockRejectedValueOnce(new Error('Ikke medlem'));
    pushDeviceMarks.set('org-1', 'https://push.example/a');
    pushDeviceMarks.set('org-2', 'https://push.example/a');
    await removeDevicePush();
    expect(pushApi.unsubscribe).toHaveBeenCalledTimes(2);
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
    expect(pushDeviceMarks.all()).toEqual([]);
  });
});

describe('syncDevicePush (after the browser renewed the subscription)', () => {
  it('gives the organisations the new endpoint and removes the old one', async () => {
    browserWith('https://push.example/new');
    pushDeviceMarks.set('org-1', 'https://push.example/old');
    await syncDevicePush();
    expect(pushApi.subscribe).toHaveBeenCalledWith('org-1', {
      endpoint: 'https://push.example/new',
      keys: { p256dh: 'p256', auth: 'secret' },
    });
    expect(pushApi.unsubscribe).toHaveBeenCalledWith('org-1', 'https://push.example/old');
    expect(pushDeviceMarks.endpointFor('org-1')).toBe('https://push.example/new');
  });

  it('changes nothing when the server already has the current endpoint', async () => {
    browserWith('https://push.example/a');
    pushDeviceMarks.set('org-1', 'https://push.example/a');
    await syncDevicePush();
    expect(pushApi.subscribe).not.toHaveBeenCalled();
    expect(pushApi.unsubscribe).not.toHaveBeenCalled();
  });

  it('subscribes again with the server key when the browser dropped the subscription', async () => {
    const browser = browserWith(null);
    pushDeviceMarks.set('org-1', 'https://push.example/old');
    await syncDevicePush();
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([4, 1, 2]),
    });
    expect(pushApi.subscribe).toHaveBeenCalledWith(
      'org-1',
      expect.objectContaining({ endpoint: 'https://push.example/made-again' }),
    );
    expect(pushApi.unsubscribe).toHaveBeenCalledWith('org-1', 'https://push.example/old');
  });
});
