import { describe, expect, it } from 'vitest';
import type { EmployerPeriodStatus } from '@ferieplan/contracts';
import { employerPeriodStatus } from './employer-period-status.js';

const period = (fields: Partial<EmployerPeriodStatus>): EmployerPeriodStatus => ({
  userId: 'u',
  name: 'Kari',
  startDate: '2026-02-27',
  lastSickDate: '2026-03-20',
  sickDays: 22,
  daysUsed: 16,
  usedUpOn: '2026-03-14',
  navFrom: '2026-03-15',
  open: true,
  ...fields,
});

describe('employerPeriodStatus', () => {
  it('says the day it was used up, in Norwegian, without the year in the current year', () => {
    expect(employerPeriodStatus(period({}), 2026)).toBe(
      'Arbeidsgiverperioden er brukt opp 14. mars: refusjon fra NAV fra dag 17',
    );
    expect(employerPeriodStatus(period({}), 2027)).toBe(
      'Arbeidsgiverperioden er brukt opp 14. mars 2026: refusjon fra NAV fra dag 17',
    );
  });

  it('counts the days left of a running period, and names a closed one', () => {
    expect(employerPeriodStatus(period({ usedUpOn: null, navFrom: null, daysUsed: 3 }), 2026)).toBe(
      'Pågår: 13 dager igjen av arbeidsgiverperioden',
    );
    expect(
      employerPeriodStatus(period({ usedUpOn: null, navFrom: null, daysUsed: 3, open: false }), 2026),
    ).toBe('Avsluttet: nytt sykefravær starter en ny arbeidsgiverperiode');
  });
});
