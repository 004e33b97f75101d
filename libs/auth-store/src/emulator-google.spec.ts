import { describe, expect, it } from 'vitest';
import { emulatorGoogleIdToken } from './emulator-google.js';

describe('emulatorGoogleIdToken', () => {
  it('gives one stable Google subject per e-mail, whatever its casing', () => {
    const a = JSON.parse(emulatorGoogleIdToken('Kari@Example.no', 'Kari Nordmann'));
    const b = JSON.parse(emulatorGoogleIdToken(' kari@example.no ', ''));
    expect(a.sub).toBe(b.sub);
    expect(a).toMatchObject({ email: 'kari@example.no', email_verified: true, name: 'Kari Nordmann' });
    expect(b.name).toBeUndefined();
  });
});
