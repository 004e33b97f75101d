import { describe, expect, it } from 'vitest';
import type { VacationRequest } from '@ferieplan/contracts';
import { requestsStartingIn, requestTitle } from './own-requests.js';

const request = (id: string, startDate: string, endDate = startDate) =>
  ({ id, startDate, endDate, createdAt: '2026-01-01T00:00:00Z', description: null }) as VacationRequest;

describe('requestsStartingIn', () => {
  it('keeps the requests starting in the year, sorted by start date', () => {
    const list = requestsStartingIn(
      [request('c', '2026-08-01'), request('a', '2025-12-30', '2026-01-02'), request('b', '2026-02-01')],
      2026,
    );
    expect(list.map((r) => r.id)).toEqual(['b', 'c']);
  });
});

describe('requestTitle', () => {
  it('uses the description when there is one', () => {
    expect(requestTitle({ id: '0123456789', description: 'Sommerferie' })).toBe('Sommerferie');
  });

  it("falls back to 'Ferie ' and the first 8 characters of the id", () => {
    expect(requestTitle({ id: '3f2a9c1e-77aa-4b1b', description: null })).toBe('Ferie 3f2a9c1e');
    expect(requestTitle({ id: '3f2a9c1e-77aa-4b1b', description: '   ' })).toBe('Ferie 3f2a9c1e');
  });
});
