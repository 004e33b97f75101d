import type { RuntimeConfig } from '@ferieplan/auth-store';

/** Where a restored session sends its first requests without the emulator: Google's identity provider. */
const IDENTITY_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/** The other origins a signed-in page talks to first: the identity provider (or the emulator) and the API. */
export function sessionOrigins(config: RuntimeConfig, pageUrl: string): string[] {
  const identity = config.firebase.authEmulatorUrl ? [config.firebase.authEmulatorUrl] : IDENTITY_ORIGINS;
  const origins = new Set(
    [config.apiBaseUrl, ...identity].filter(Boolean).map((address) => new URL(address, pageUrl).origin),
  );
  origins.delete(new URL(pageUrl).origin);
  return [...origins];
}

/**
 * Someone who signed in on this browser, on a signed-in page: the connections to the identity provider
 * (the session's check on start) and to the API (the page's data) are opened while the app's chunks
 * still download, so those requests do not wait for a handshake first.
 */
export function preconnectSession(config: RuntimeConfig): void {
  for (const origin of sessionOrigins(config, window.location.href)) {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  }
}
