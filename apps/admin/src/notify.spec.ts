import { describe, expect, it } from 'vitest';
import { ApiError } from '@ferieplan/api-client';
import { errorMessage, loadErrorMessage } from './notify.js';

describe('error texts', () => {
  it("shows the server's Norwegian message (e.g. the Starter limit), else the screen's fallback", () => {
    const limit = 'Du har nådd maks antall brukere (2) i Starter-planen. Oppgrader til Pro-planen for å legge til flere brukere.';
    expect(errorMessage(new ApiError(403, limit), 'Kunne ikke sende invitasjon')).toBe(limit);
    expect(errorMessage(new Error('TypeError: x'), 'Kunne ikke sende invitasjon')).toBe('Kunne ikke sende invitasjon');
  });
  it("uses the 'Mangler autentisering' text for a load without a valid session", () => {
    expect(loadErrorMessage(new ApiError(401, 'x'), 'Kunne ikke laste team.', 'Kunne ikke hente team: Mangler autentisering')).toBe(
      'Kunne ikke hente team: Mangler autentisering',
    );
    expect(loadErrorMessage(new ApiError(500, 'x'), 'Kunne ikke laste team.', 'Kunne ikke hente team: Mangler autentisering')).toBe(
      'Kunne ikke laste team.',
    );
  });
});
