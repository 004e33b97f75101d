import { describe, expect, it } from 'vitest';
import { absenceAmount } from './absence-amount.js';

// Monday 1 to Friday 5 March 2027.
const week = { startDate: '2027-03-01', endDate: '2027-03-05' };

describe('absenceAmount', () => {
  it('days for the day kinds, with halves and percentages', () => {
    expect(absenceAmount(week, 7.5)).toEqual({ days: 5, hours: null });
    expect(absenceAmount({ ...week, halfDayStart: true }, 7.5)).toEqual({ days: 4.5, hours: null });
    expect(absenceAmount({ ...week, kind: 'Foreldrepermisjon', percentage: 60 }, 7.5).days).toBeCloseTo(3);
  });

  it('hours for Avspasering (per day given, or whole normal days) and for hours given', () => {
    expect(absenceAmount({ ...week, kind: 'Avspasering', hours: 3 }, 7.5)).toEqual({ days: 2, hours: 15 });
    expect(absenceAmount({ ...week, kind: 'Avspasering' }, 7.5)).toEqual({ days: 5, hours: 37.5 });
    expect(absenceAmount({ ...week, kind: 'Velferdspermisjon', hours: 1.5 }, 7.5).hours).toBe(7.5);
  });
});
