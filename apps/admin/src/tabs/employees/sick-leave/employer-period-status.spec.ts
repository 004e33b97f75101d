import { describe, expect, it } from 'vitest';
import type { EmployerPeriodStatus } from '@ferieplan/contracts';
import { employerPeriods } from '@ferieplan/vacation-rules';
import { employerPeriodStatus } from './employer-period-status.js';

// The rule's own worked example: a sykmelding 27 Feb - 20 Mar 2026 is used up on 14 March.
const [sykmelding] = employerPeriods([{ startDate: '2026-02-27', endDate: '2026-03-20' }]);

const period = (fields: Partial<EmployerPeriodStatus>): EmployerPeriodStatus => ({
  userId: 'u',
  name: 'Kari',
  ...sykmelding,
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
