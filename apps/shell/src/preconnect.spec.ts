import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@ferieplan/auth-store';
import { sessionOrigins } from './preconnect.js';

const config = (apiBaseUrl: string, authEmulatorUrl?: string): RuntimeConfig => ({
  apiBaseUrl,
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p', ...(authEmulatorUrl ? { authEmulatorUrl } : {}) },
});

describe('sessionOrigins', () => {
  it("is the API's origin and Google's identity provider", () => {
    expect(
      sessionOrigins(config('https://api.ferieplan.no/v1/'), 'https://ferieplan.no/organizations'),
    ).toEqual([
      'https://api.ferieplan.no',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
  });

  it('is the emulator instead of Google with the Auth emulator', () => {
    expect(
      sessionOrigins(
        config('http://localhost:3000', 'http://127.0.0.1:9099'),
        'http://localhost:4200/dashboard',
      ),
    ).toEqual(['http://localhost:3000', 'http://127.0.0.1:9099']);
  });

  it('leaves out the page’s own origin (an API on the same origin needs no new connection)', () => {
    expect(sessionOrigins(config('', 'http://127.0.0.1:9099'), 'http://localhost:4200/dashboard')).toEqual([
      'http://127.0.0.1:9099',
    ]);
    expect(sessionOrigins(config('/api'), 'https://ferieplan.no/dashboard')).toEqual([
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
  });
});
