import { describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse } from '@ferieplan/api-client';
import { understaffedRefusal } from './understaffed.js';

const details = { reason: 'understaffed', teamId: 't', teamName: 'Drift', minimum: 2, days: ['2026-07-06'] };

describe('understaffedRefusal', () => {
  it("reads the server's 409 with the understaffed days", () => {
    const error = errorFromResponse(
      409,
      { message: 'Godkjenning gjør at Drift får færre enn 2 på jobb', details },
      'x',
    );
    expect(understaffedRefusal(error)).toEqual({
      message: 'Godkjenning gjør at Drift får færre enn 2 på jobb',
      details,
    });
  });

  it('ignores other conflicts and other errors', () => {
    expect(understaffedRefusal(new ApiError(409, 'En annen administrator må godkjenne'))).toBeNull();
    expect(understaffedRefusal(errorFromResponse(400, { message: 'Ugyldig', details }, 'x'))).toBeNull();
    expect(understaffedRefusal(new Error('nettverk'))).toBeNull();
  });
});
