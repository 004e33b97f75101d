import { afterEach, describe, expect, it, vi } from 'vitest';
import { authErrors } from '@ferieplan/texts';
import { emulatorGoogleIdToken, openEmulatorGooglePopup } from './emulator-google.js';
import { authErrorMessage } from './firebase-errors.js';

describe('emulatorGoogleIdToken', () => {
  it('gives one stable Google subject per e-mail, whatever its casing', () => {
    const a = JSON.parse(emulatorGoogleIdToken('Kari@Example.no', 'Kari Nordmann'));
    const b = JSON.parse(emulatorGoogleIdToken(' kari@example.no ', ''));
    expect(a.sub).toBe(b.sub);
    expect(a).toMatchObject({ email: 'kari@example.no', email_verified: true, name: 'Kari Nordmann' });
    expect(b.name).toBeUndefined();
  });
});

/** Node's process: the specs run in Node, but this web library is typed without Node's types. */
const nodeProcess = (
  globalThis as unknown as {
    process: Record<'on' | 'off', (event: 'unhandledRejection', listener: (reason: unknown) => void) => void>;
  }
).process;

describe('openEmulatorGooglePopup', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a blocked popup: rejects with auth/popup-blocked when awaited, never as an unhandled rejection', async () => {
    vi.stubGlobal('window', { screenX: 0, screenY: 0, outerWidth: 1000, outerHeight: 800, open: () => null });
    const unhandled = vi.fn();
    nodeProcess.on('unhandledRejection', unhandled);
    try {
      const idToken = openEmulatorGooglePopup();
      // As signInWithGoogle: the SDK loads (a later task) before the token is awaited.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      const error: unknown = await idToken.catch((reason: unknown) => reason);
      expect(error).toMatchObject({ code: 'auth/popup-blocked' });
      // What the sign-in page shows after its provider's name: the catalogue's message.
      expect(authErrorMessage(error, '')).toBe(authErrors['popup-blocked']);
    } finally {
      nodeProcess.off('unhandledRejection', unhandled);
    }
  });
});
