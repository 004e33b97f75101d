import { describe, expect, it } from 'vitest';
import type { VacationRequest } from '@ferieplan/contracts';
import { requestAmount, requestsStartingIn, requestTitle } from './own-requests.js';

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
    expect(requestTitle({ id: '0123456789', kind: 'Ferie', description: 'Sommerferie' })).toBe('Sommerferie');
  });

  it("falls back to 'Ferie ' and the first 8 characters of the id", () => {
    expect(requestTitle({ id: '3f2a9c1e-77aa-4b1b', kind: 'Ferie', description: null })).toBe(
      'Ferie 3f2a9c1e',
    );
    expect(requestTitle({ id: '3f2a9c1e-77aa-4b1b', kind: 'Ferie', description: '   ' })).toBe(
      'Ferie 3f2a9c1e',
    );
  });
});

describe('requestTitle of another kind', () => {
  it("falls back to the kind's name and the first 8 characters of the id", () => {
    expect(requestTitle({ id: '3f2a9c1e-77aa', kind: 'Avspasering', description: null })).toBe(
      'Avspasering 3f2a9c1e',
    );
    expect(requestTitle({ id: '3f2a9c1e-77aa', kind: 'Annet', description: 'Flytting' })).toBe('Flytting');
  });
});

describe('requestAmount', () => {
  const of = (fields: Partial<VacationRequest>) =>
    requestAmount({ ...request('x', '2027-03-01', '2027-03-05'), kind: 'Ferie', ...fields }, 7.5);

  it('a week of Ferie with a half last day: 4,5 dager', () => {
    expect(of({})).toEqual(['5 dager']);
    expect(of({ halfDayEnd: true })).toEqual(['4,5 dager', 'halv siste dag']);
    expect(of({ endDate: '2027-03-01', halfDayStart: true })).toEqual(['0,5 dager', 'halv dag']);
  });

  it('Avspasering in hours: per day, or whole days of the normal day', () => {
    expect(of({ kind: 'Avspasering', hours: 3 })).toEqual(['15 timer', '3 timer per dag']);
    expect(of({ kind: 'Avspasering', endDate: '2027-03-02' })).toEqual(['15 timer']);
  });

  it('graded leave: the percentage of each working day', () => {
    expect(of({ kind: 'Foreldrepermisjon', percentage: 60 })).toEqual(['3 dager', '60 %']);
  });
});
