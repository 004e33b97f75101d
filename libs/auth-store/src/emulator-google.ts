// Google sign-in against the Firebase Auth emulator without Internet access. The SDK's popup flow needs
// Google's gapi script (apis.google.com) even with the emulator, so in emulator mode the shell's own test
// account page (/emulator-google) stands in for Google: it posts a fake Google ID token, which the
// emulator accepts in signInWithIdp exactly like a real one. Never used with real Firebase.

export const EMULATOR_GOOGLE_PATH = '/emulator-google';
/** The same stand-in for 'Logg inn med Microsoft' (the emulator's microsoft.com takes the same token). */
export const EMULATOR_MICROSOFT_PATH = '/emulator-microsoft';
const MESSAGE_TYPE = 'ferieplan:emulator-google';

/** The unsigned ID token the emulator accepts for a google.com account (stable per e-mail). */
export function emulatorGoogleIdToken(email: string, name: string): string {
  const normalized = email.trim().toLowerCase();
  return JSON.stringify({
    sub: `emulator-${normalized}`,
    email: normalized,
    email_verified: true,
    ...(name.trim() ? { name: name.trim() } : {}),
  });
}

function authError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (auth/${code}).`), { code: `auth/${code}` });
}

/** Resolves with the token the open test account page posts back; rejects when it is closed first. */
function accountFrom(popup: Window): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const cleanup = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(closedPoll);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const data = event.data as { type?: unknown; idToken?: unknown };
      if (data?.type !== MESSAGE_TYPE || typeof data.idToken !== 'string') return;
      cleanup();
      popup.close();
      resolve(data.idToken);
    };
    const closedPoll = setInterval(() => {
      if (popup.closed) {
        cleanup();
        reject(authError('popup-closed-by-user'));
      }
    }, 500);
    window.addEventListener('message', onMessage);
  });
}

/** Opens the test account page (500x600) and resolves with the token it posts back. */
export function openEmulatorGooglePopup(path = EMULATOR_GOOGLE_PATH): Promise<string> {
  const left = window.screenX + Math.max(0, (window.outerWidth - 500) / 2);
  const top = window.screenY + Math.max(0, (window.outerHeight - 600) / 2);
  const popup = window.open(path, 'ferieplan-google', `width=500,height=600,left=${left},top=${top}`);
  const account = popup ? accountFrom(popup) : Promise.reject(authError('popup-blocked'));
  // The caller awaits this only after loading the SDK: a popup blocked, or closed meanwhile, must not
  // count as an unhandled rejection (the caller still gets the error when it awaits, as from the real
  // provider's signInWithPopup).
  account.catch(() => undefined);
  return account;
}

/** Called by the test account page: hands the chosen account to the page that opened it. */
export function postEmulatorGoogleAccount(email: string, name: string): boolean {
  if (!window.opener) return false;
  (window.opener as Window).postMessage(
    { type: MESSAGE_TYPE, idToken: emulatorGoogleIdToken(email, name) },
    window.location.origin,
  );
  return true;
}
